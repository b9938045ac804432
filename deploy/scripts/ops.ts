import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { readStoredEvents } from '../site-events/eventStore';
import { marketingFigures } from '../site-events/marketingFigures';
import type { WindowSummary } from 'shared-lib/site-events';
import { windowSummary } from '../site-events/windowSummary';
import { parseWindow, WINDOWS } from '../site-events/windows';
import { option } from './commandLine';

const USAGE = `Usage (npm run ops -- ...), for the site of the configuration (SITE_CONFIG, PORT: 8080
by default), from its events store (DATABASE_URL, else its state folder's):
  summary --window <${Object.keys(WINDOWS).join('|')}> [--json]
      per route and release (generation): page views, page loads, p75 LCP, INP, CLS and TTFB,
      errors by kind; then what is not about a route (forms, servers' failed answers)
  marketing --window <...>
      as JSON: page views per route, pages and offers viewed most, top searches, searches in vain`;

const cell = (value: number | string | null) => (value === null ? '–' : String(value));

function summaryLines(summary: WindowSummary): string[] {
  const lines = [`From ${summary.from} to ${summary.to} (${summary.window}):`];
  for (const row of summary.rows) {
    const releases = Object.entries(row.releases)
      .map(([remote, release]) => `${remote} ${release ?? 'origin'}`)
      .join(', ');
    const errors = Object.entries(row.errors)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
    lines.push(
      `  ${row.route} @ ${row.generation || '–'}${releases ? ` (${releases})` : ''}: ${row.pageViews} page views, ${row.loads} loads, p75 LCP ${cell(row.p75.lcp)} ms, INP ${cell(row.p75.inp)} ms, CLS ${cell(row.p75.cls)}, TTFB ${cell(row.p75.ttfb)} ms${errors ? `; errors: ${errors}` : ''}`,
    );
  }
  if (summary.rows.length === 0) lines.push('  no page views in this window');
  for (const [name, count] of Object.entries(summary.other)) lines.push(`  ${name}: ${count}`);
  return lines;
}

/**
 * `npm run ops -- summary --window 1h [--json]` and `marketing --window 7d`: the site events'
 * figures of a window, read from the site's events store (read-only: the service keeps
 * writing). Says what it read and how long it took.
 */
async function main(args: string[]): Promise<void> {
  const started = performance.now();
  const [command] = args.filter(
    (arg, index) => !arg.startsWith('--') && args[index - 1] !== '--window',
  );
  if (command !== 'summary' && command !== 'marketing') throw new Error(USAGE);
  const window = parseWindow(option(args, 'window'));
  const stateDir = loadSiteConfig().folders.state;
  const { where, result } =
    command === 'summary'
      ? await readStoredEvents(stateDir, (db) => windowSummary(db, window))
      : await readStoredEvents(stateDir, (db) => marketingFigures(db, window));
  if (result === null)
    throw new Error(`No site events are stored at ${where}: start the site (npm start) first`);
  console.log(
    'rows' in result && !args.includes('--json')
      ? summaryLines(result).join('\n')
      : JSON.stringify(result, null, 2),
  );
  console.error(`Read ${where} in ${Math.round(performance.now() - started)} ms`);
}

runMain(() => main(process.argv.slice(2)));
