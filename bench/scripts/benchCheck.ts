import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  budgetViolations,
  resultsMarkdown,
  type BenchResults,
  type Budgets,
} from '../src/benchResults';
import { REPO_ROOT } from 'deploy/site-apps';

/** `npm run bench:check`: the last benchmark's results against bench/budgets.json. */
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench', file), 'utf8')) as T;
const results = read<BenchResults>('results.json');
const budgets = read<Budgets>('budgets.json');
const violations = budgetViolations(results, budgets);
console.log(resultsMarkdown(results));
for (const [route, reason] of Object.entries(budgets.lcpRatioExemptions ?? {}))
  console.log(`No LCP ratio budget for ${route}: ${reason}`);
if (violations.length > 0) {
  console.error(`Over budget:\n${violations.map((violation) => `- ${violation}`).join('\n')}`);
  console.error(
    'Mobile performance, blocking time and the LCP ratio move with the machine as well as the code: measure the last green commit beside this one, in the same minutes, before reading them as a regression (docs/decisions/293-timing-budgets-read-against-the-machine.md).',
  );
  process.exit(1);
}
console.log('Every budget holds.');
