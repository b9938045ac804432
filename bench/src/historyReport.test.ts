import type { HistoryEntry } from './history';
import { routeTable, runsTable } from './historyReport';

const figures = (tbtMs: number | null, performance: number | null = 100) => ({
  performance,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  scriptBytes: 120000,
});

const runs: HistoryEntry[] = [
  {
    date: '2026-11-27T03:17:00.000Z',
    commit: '4359b1c634816565e343bba2adbef87b05a598ee',
    reference: null,
    machine: { kernel: 'fc-v595' },
    benchmarkIndex: { median: 1589, min: 1490, max: 1632 },
    green: true,
    ranges: { tbtMs: [14, 134], performance: [97, 100] },
  },
  {
    date: '2026-11-28T12:00:00.000Z',
    commit: 'abcdef1234567890abcdef1234567890abcdef12',
    dirty: true,
    reference: '4359b1c634816565e343bba2adbef87b05a598ee',
    machine: { kernel: 'fc-v857' },
    green: false,
    routes: [
      {
        name: 'home',
        path: '/',
        build: figures(60, 99),
        reference: figures(130, 98),
        zeroJs: figures(0),
      },
      {
        name: 'store',
        path: '/stores/adairs/',
        build: figures(30),
        reference: figures(50),
        zeroJs: figures(0),
      },
    ],
  },
];

describe('runsTable', () => {
  it('gives each run a line, from its routes or from the ranges recorded before them', () => {
    const table = runsTable([
      ...runs,
      { ...runs[0]!, benchmarkIndex: { min: 1276, max: 1639 }, green: false },
    ]);
    expect(table).toContain('| fc-v595 | – (1276–1639) | 14–134 |');
    expect(table).toContain(
      '| 2026-11-27 03:17 | 4359b1c | – | fc-v595 | 1589 (1490–1632) | 14–134 | – | 97–100 | green |',
    );
    expect(table).toContain(
      '| 2026-11-28 12:00 | abcdef1+ | 4359b1c | fc-v857 | – | 30–60 | 50–130 | 99–100 | red |',
    );
  });
});

describe('routeTable', () => {
  it("gives one route's figures run by run beside the reference and the page without scripts", () => {
    expect(routeTable(runs, 'home')).toContain(
      '| 2026-11-28 12:00 | abcdef1+ | 99 | 98 | 60 | 130 | 0 | 1200 | 1200 | 1200 |',
    );
  });

  it('says so when no run measured the route', () => {
    expect(routeTable(runs, 'nowhere')).toBe(
      'No run in the history measured a route named "nowhere".',
    );
  });
});
