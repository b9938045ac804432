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
const started = Date.now();
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench', file), 'utf8')) as T;
const results = read<BenchResults>('results.json');
const budgets = read<Budgets>('budgets.json');
const violations = budgetViolations(results, budgets);
console.log(resultsMarkdown(results));
if (violations.length > 0) {
  console.error(`Over budget:\n${violations.map((violation) => `- ${violation}`).join('\n')}`);
  console.error(
    results.reference
      ? `Each timing budget broken names what the reference ${results.reference.slice(0, 7)} measured in the same minutes: over the budget as well, the machine is the cause; within it, this change (docs/decisions/333-benchmark-beside-a-reference.md).`
      : 'No reference was measured beside this run: run npm run bench with one before reading a timing budget as a regression (docs/decisions/333-benchmark-beside-a-reference.md).',
  );
  process.exit(1);
}
console.log(`Every budget holds (checked in ${Date.now() - started} ms).`);
