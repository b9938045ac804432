import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-lib/routers';
import type { SiteData } from 'shared-lib/page-data';
import { useSiteDataStore } from 'shared-lib/site-data';
import { setRenderDate } from 'shared-lib/clock';
import { OpeningHoursStrip } from './OpeningHoursStrip';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Strip() {
  return (
    <MemoryRouter>
      <OpeningHoursStrip />
    </MemoryRouter>
  );
}

describe('OpeningHoursStrip', () => {
  beforeEach(() => {
    // 8pm in Canberra on Christmas Eve 2025: closed, Christmas Day closed, Boxing Day opens at 8am.
    jest.useFakeTimers({
      now: new Date('2025-12-24T09:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'],
    });
    useSiteDataStore.setState({
      siteData: {
        openingHours: {
          defaultHours: '10am – 6pm',
          holidays: [
            { name: 'Christmas Day', date: '2025-12-25', hours: '', closed: true },
            { name: 'Boxing Day', date: '2025-12-26', hours: '8am – 7pm', closed: false },
          ],
        },
      } as unknown as SiteData,
    });
  });
  afterEach(() => jest.useRealTimers());

  it('renders grey hours on the server, then the live status in colour after hydration', async () => {
    setRenderDate('2025-12-24');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Strip />);
    const strip = () => container.querySelector('.hours-strip')!;
    expect(strip().textContent).toBe('Today 10am – 6pm');
    expect(strip().getAttribute('data-colour')).toBe('default');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Strip />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(strip().textContent).toBe('Closed now · opens 8am Friday');
    expect(strip().getAttribute('data-colour')).toBe('closed');
    act(() => root.unmount());
  });

  it('keeps the default grey after hydration for hours it cannot read', async () => {
    useSiteDataStore.setState({
      siteData: {
        openingHours: { defaultHours: 'Late night trading, see stores', holidays: [] },
      } as unknown as SiteData,
    });
    setRenderDate('2025-12-24');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Strip />);
    const root = await act(async () => hydrateRoot(container, <Strip />));
    const strip = container.querySelector('.hours-strip')!;
    expect(strip.getAttribute('data-hours-state')).toBe('unknown');
    expect(strip.getAttribute('data-colour')).toBe('default');
    expect(strip.textContent).toBe('Today Late night trading, see stores');
    act(() => root.unmount());
  });
});
