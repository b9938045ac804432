import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-lib/routers';
import type { SiteData } from 'shared-lib/page-data';
import { useSiteDataStore } from 'shared-lib/site-data';
import { setRenderDate } from 'shared-lib/clock';
import { makeWeek } from 'shared-lib/testing';
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
          week: makeWeek(),
          holidays: [
            { name: 'Christmas Day', date: '2025-12-25', closed: true },
            {
              name: 'Boxing Day',
              date: '2025-12-26',
              opens: '08:00',
              closes: '19:00',
              closed: false,
            },
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

  it("says a weekday the centre is closed on is closed, and the next day's opening", async () => {
    useSiteDataStore.setState({
      siteData: {
        openingHours: { week: { ...makeWeek(), wednesday: { closed: true } }, holidays: [] },
      } as unknown as SiteData,
    });
    setRenderDate('2025-12-24');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Strip />);
    const strip = container.querySelector('.hours-strip')!;
    expect(strip.textContent).toBe('Today Closed');
    const root = await act(async () => hydrateRoot(container, <Strip />));
    expect(strip.getAttribute('data-hours-state')).toBe('closed');
    expect(strip.textContent).toBe('Closed now · opens 10am tomorrow');
    act(() => root.unmount());
  });
});
