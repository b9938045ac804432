import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useNow } from './useNow';
import { setRenderDate } from './renderDate';

function Now() {
  return <p>{new Date(useNow()).toISOString()}</p>;
}

// Tell React this test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useNow', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date('2026-11-22T13:30:42Z'),
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'queueMicrotask'],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('renders midday of the render date on the server, then the viewer minute, then follows the clock', async () => {
    setRenderDate('2026-11-20');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Now />);
    expect(container.textContent).toBe('2026-11-20T01:00:00.000Z');
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Now />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(container.textContent).toBe('2026-11-22T13:30:00.000Z');
    expect(errors).toEqual([]);
    act(() => jest.advanceTimersByTime(20_000));
    expect(container.textContent).toBe('2026-11-22T13:31:00.000Z');
    act(() => root.unmount());
  });
});
