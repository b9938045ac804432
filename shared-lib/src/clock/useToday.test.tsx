import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useToday } from './useToday';
import { useHydrated } from '../ui/useHydrated';
import { setRenderDate } from './renderDate';

function Today() {
  const today = useToday();
  const hydrated = useHydrated();
  return (
    <p>
      {today} {hydrated ? 'client' : 'server'}
    </p>
  );
}

describe('useToday and useHydrated', () => {
  // Only the clock is faked: React's scheduler keeps its real timers.
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-22T13:30:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('renders the render date on the server and switches to the viewer day after hydration', async () => {
    setRenderDate('2026-11-20');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Today />);
    expect(container.textContent).toBe('2026-11-20 server');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Today />, { onRecoverableError: (error) => errors.push(error) }),
    );
    // 13:30 UTC is already the next morning in Canberra (UTC+11 in November).
    expect(container.textContent).toBe('2026-11-23 client');
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('is true at once in a component that mounts after hydration, with no second render', async () => {
    const renders: boolean[] = [];
    function Probe() {
      const hydrated = useHydrated();
      renders.push(hydrated);
      return <span>{hydrated ? 'client' : 'server'}</span>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe('client');
    expect(renders).toEqual([true]);
    act(() => root.unmount());
  });

  it('refuses a render date that is not yyyy-MM-dd', () => {
    expect(() => setRenderDate('22/11/2026')).toThrow('is not a date written yyyy-MM-dd');
    expect(() => setRenderDate('2026-02-30')).toThrow('is not a date written yyyy-MM-dd');
  });
});
