import { readFileSync } from 'node:fs';
import { prerender, type PrerenderOptions } from '../prerender/prerender';

/**
 * One render of a generation, in a process of its own: a render loads every remote's Node
 * container into the process's globals, which a long-running service must not keep. The job
 * comes on standard input as JSON; the report goes to standard output as JSON, the progress to
 * standard error. It is started ahead of its job (its modules loaded while it waits).
 */
const input = readFileSync(0, 'utf8');
// A spare worker whose service ended before giving it a job: nothing to do.
if (input === '') process.exit(0);
const job = JSON.parse(input) as Omit<PrerenderOptions, 'log' | 'onNewHashes'>;
prerender({ ...job, log: (line) => process.stderr.write(`${line}\n`) })
  .then((report) => {
    process.stdout.write(JSON.stringify(report));
    process.exit(0);
  })
  .catch((error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  });
