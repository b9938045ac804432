import { scheduleDailyRerender } from './canberraMidnight';

describe('scheduleDailyRerender', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the re-render just after each Canberra midnight, and again the next one after a failure', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:59:00Z') });
    const runs: string[] = [];
    const lines: string[] = [];
    const stop = scheduleDailyRerender(
      async () => {
        runs.push(new Date().toISOString());
        if (runs.length === 1) throw new Error('remote down');
      },
      (line) => lines.push(line),
    );
    await jest.advanceTimersByTimeAsync(60_000);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(['2026-11-24T13:00:01.000Z']);
    await jest.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(runs).toEqual(['2026-11-24T13:00:01.000Z', '2026-11-25T13:00:01.000Z']);
    expect(lines).toEqual([
      'Next Canberra midnight re-render: 2026-11-24T13:00:00.000Z',
      'The Canberra midnight re-render failed: remote down',
      'Next Canberra midnight re-render: 2026-11-25T13:00:00.000Z',
      'Next Canberra midnight re-render: 2026-11-26T13:00:00.000Z',
    ]);
    stop();
  });
});
