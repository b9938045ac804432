import {
  latencySummary,
  loadMarkdown,
  percentile,
  storePageShare,
  type LoadFigures,
} from './loadFigures';

const figures = (name: string, requestsPerSecond: number): LoadFigures => ({
  name,
  url: 'http://127.0.0.1:8160/stores/adairs/',
  connections: 10,
  seconds: 10.3,
  requests: Math.round(requestsPerSecond * 10.3),
  requestsPerSecond,
  latencyMs: { p50: 4, p95: 9.25, p99: 12, max: 30 },
  non2xx: 0,
  errors: 0,
  bytesPerResponse: 7424,
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBeNaN();
  });
});

describe('latencySummary', () => {
  it('sorts before it ranks', () => {
    expect(latencySummary([9, 1, 5, 3, 7, 2, 4, 6, 8, 10])).toEqual({
      p50: 5,
      p95: 10,
      p99: 10,
      max: 10,
    });
  });
});

describe('loadMarkdown', () => {
  it('writes one row per address with the machine above', () => {
    const markdown = loadMarkdown({
      date: '2026-11-24T12:00:00.000Z',
      loadAverage: 1.25,
      machine: {
        os: 'Linux 6',
        cpus: 2,
        cpuModel: 'AMD EPYC',
        memoryGiB: 24,
        node: 'v24.21.0',
        nginx: 'nginx/1.26.3',
      },
      targets: [figures('store page', 2000.4)],
      storePageShare: null,
    });
    expect(markdown).toContain(
      '2 × AMD EPYC, 24 GiB, Node v24.21.0, nginx/1.26.3, load average 1.3 before the run',
    );
    expect(markdown).toContain('10 connections for 10 s');
    expect(markdown).toContain(
      '| store page | `/stores/adairs/` | 2000 | 4.0 ms | 9.3 ms | 12.0 ms | 7.3 KB | 0 |',
    );
  });
});

describe('storePageShare', () => {
  const targets = [
    figures('store page', 6300),
    figures('store page data', 15000),
    figures('hashed chunk (shell)', 2000),
  ];

  it("is the store page's requests per second over its page data's", () => {
    expect(storePageShare(targets)).toBeCloseTo(0.42);
  });

  it('is null when either was not measured', () => {
    expect(storePageShare(targets.slice(1))).toBeNull();
    expect(storePageShare(targets.slice(0, 1))).toBeNull();
  });

  it('is written under the table with the goal', () => {
    const machine = {
      os: 'Linux 6',
      cpus: 2,
      cpuModel: 'AMD EPYC',
      memoryGiB: 24,
      node: 'v24',
      nginx: 'nginx/1.22.1',
    };
    const run = { date: '2026-11-28T00:00:00.000Z', loadAverage: 1, machine, targets };
    expect(loadMarkdown({ ...run, storePageShare: 0.42 })).toContain(
      "The store page answers 42% of its page data's requests per second (goal at least 40%: met).",
    );
    expect(loadMarkdown({ ...run, storePageShare: 0.06 })).toContain(
      '(goal at least 40%: not met)',
    );
  });
});
