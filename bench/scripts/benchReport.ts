import path from 'node:path';
import { readHistory } from '../src/history';
import { routeTable, runsTable } from '../src/historyReport';
import { REPO_ROOT } from 'deploy/site-apps';

/**
 * `npm run bench:report`: every run of bench/history.jsonl, one line each (the code, its
 * reference, the machine, blocking time and performance over the routes, green or red);
 * `npm run bench:report -- <route>` (e.g. `home`): that route's figures run by run.
 */
const file = path.join(REPO_ROOT, 'bench/history.jsonl');
const entries = readHistory(file);
const route = process.argv[2];
if (entries.length === 0) {
  console.error(`${file} has no runs yet: npm run bench writes one line per run`);
  process.exit(1);
}
console.log(route ? routeTable(entries, route) : runsTable(entries));
console.log(`\n${entries.length} runs in bench/history.jsonl`);
