import { explainRun, medianFigures, medianRun } from './explainRun';
import type { LighthouseFigures, LighthouseReport } from './runLighthouse';

const report: LighthouseReport = {
  categories: { performance: { score: 0.99 } },
  audits: {
    'first-contentful-paint': { numericValue: 900.4 },
    'network-requests': {
      details: {
        items: [
          {
            url: 'http://127.0.0.1:8150/stores/adairs/',
            resourceType: 'Document',
            transferSize: 13000,
          },
          {
            url: 'http://127.0.0.1:8150/main.edc83468d8.js',
            resourceType: 'Script',
            transferSize: 23340,
          },
          {
            url: 'http://127.0.0.1:8151/remoteEntry.js',
            resourceType: 'Script',
            transferSize: 8800,
          },
        ],
      },
    },
    'bootup-time': {
      details: { items: [{ url: 'http://127.0.0.1:8150/main.edc83468d8.js', total: 180.6 }] },
    },
    'long-tasks': {
      details: {
        items: [
          { url: 'http://127.0.0.1:8151/remoteEntry.js', startTime: 2594.2, duration: 89.4 },
          { url: 'http://127.0.0.1:8150/stores/adairs/', startTime: 604, duration: 56 },
        ],
      },
    },
  },
};

const nameOf = (url: string) => new URL(url).pathname;

describe('explainRun', () => {
  it('lists the scripts with their bytes and CPU, and the long tasks in the order they ran', () => {
    expect(explainRun(report, nameOf)).toEqual({
      scripts: [
        { name: '/main.edc83468d8.js', bytes: 23340, cpuMs: 181 },
        { name: '/remoteEntry.js', bytes: 8800, cpuMs: null },
      ],
      longTasks: [
        { name: '/stores/adairs/', startMs: 604, durationMs: 56 },
        { name: '/remoteEntry.js', startMs: 2594, durationMs: 89 },
      ],
      fcpMs: 900,
    });
  });

  it('explains a report without those audits as nothing', () => {
    expect(explainRun({ categories: { performance: { score: 1 } }, audits: {} }, nameOf)).toEqual({
      scripts: [],
      longTasks: [],
      fcpMs: 0,
    });
  });
});

const run = (tbtMs: number, performance = 100): LighthouseFigures => ({
  performance,
  lcpMs: 1000 + tbtMs,
  fcpMs: 900,
  cls: 0,
  tbtMs,
  scriptBytes: 100,
  requests: 10,
});

describe('medianRun and medianFigures', () => {
  it('explains the run whose blocking time is the median, the lower one of an even count', () => {
    expect(medianRun([run(90), run(20), run(300), run(40), run(60)])).toBe(4);
    expect(medianRun([run(90), run(20), run(300), run(40)])).toBe(3);
  });

  it('takes the median of each figure on its own', () => {
    expect(medianFigures([run(90, 98), run(20, 100), run(300, 95)])).toMatchObject({
      performance: 98,
      tbtMs: 90,
      lcpMs: 1090,
    });
  });
});
