import type { HistoryEntry, HistoryFigures } from './history';

const short = (commit: string | null | undefined) => (commit ? commit.slice(0, 7) : '–');

const shown = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : String(value);

function span(
  values: readonly (number | null)[],
  show = (value: number) => String(Math.round(value)),
): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return '–';
  const low = show(Math.min(...known));
  const high = show(Math.max(...known));
  return low === high ? low : `${low}–${high}`;
}

/** A figure of each route an entry measured. */
const ofRoutes = (
  entry: HistoryEntry,
  pick: (route: { build: HistoryFigures }) => number | null,
) => (entry.routes ? entry.routes.map(pick) : []);

/** One line per run: when, which code beside which reference, the machine, and the ranges. */
export function runsTable(entries: readonly HistoryEntry[]): string {
  const rows = entries.map((entry) => {
    const tbt = entry.routes
      ? span(ofRoutes(entry, (route) => route.build.tbtMs))
      : span(entry.ranges?.tbtMs ?? []);
    const performance = entry.routes
      ? span(ofRoutes(entry, (route) => route.build.performance))
      : span(entry.ranges?.performance ?? []);
    const referenceTbt = entry.routes?.every((route) => route.reference)
      ? span(entry.routes.map((route) => route.reference!.tbtMs))
      : '–';
    const index = entry.benchmarkIndex
      ? `${shown(entry.benchmarkIndex.median)} (${shown(entry.benchmarkIndex.min)}–${shown(entry.benchmarkIndex.max)})`
      : '–';
    return `| ${entry.date.slice(0, 16).replace('T', ' ')} | ${short(entry.commit)}${entry.dirty ? '+' : ''} | ${short(entry.reference)} | ${entry.machine.kernel ?? '–'} | ${index} | ${tbt} | ${referenceTbt} | ${performance} | ${entry.green ? 'green' : 'red'} |`;
  });
  return [
    '| Run | Commit | Reference | Kernel | CPU index | TBT (ms) | Reference TBT | Performance | Budgets |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** One route over the runs that measured it: the build beside the reference and the page without scripts. */
export function routeTable(entries: readonly HistoryEntry[], name: string): string {
  const rows = entries.flatMap((entry) => {
    const route = entry.routes?.find((candidate) => candidate.name === name);
    if (!route) return [];
    const ref = route.reference;
    return [
      `| ${entry.date.slice(0, 16).replace('T', ' ')} | ${short(entry.commit)}${entry.dirty ? '+' : ''} | ${shown(route.build.performance)} | ${shown(ref?.performance)} | ${shown(route.build.tbtMs)} | ${shown(ref?.tbtMs)} | ${shown(route.zeroJs?.tbtMs)} | ${shown(route.build.lcpMs)} | ${shown(ref?.lcpMs)} | ${shown(route.zeroJs?.lcpMs)} |`,
    ];
  });
  if (rows.length === 0) return `No run in the history measured a route named "${name}".`;
  return [
    `| Run | Commit | Performance | Reference | TBT (ms) | Reference | Without scripts | LCP (ms) | Reference | Without scripts |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
