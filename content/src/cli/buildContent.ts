/**
 * The content build: `npm run build -w content -- [--content DIR] [--out DIR]`, or from the
 * centre's Drupal with `CONTENT_SOURCE=drupal DRUPAL_BASE_URL=…` (see parseCliArgs).
 * Exit codes: 0 built, 1 bad content (the ContentError lists every problem), 2 bad arguments,
 * 3 the content source could not be read (Drupal unreachable or answering an error).
 */
import { join } from 'node:path';

import { buildSite } from '../pipeline/buildSite';
import { DrupalError } from '../drupal/DrupalError';
import { ContentError } from '../issues/ContentError';
import { displayName } from '../load/displayName';
import { parseCliArgs, USAGE, type CliOptions } from './parseCliArgs';

const packageDir = join(__dirname, '..', '..');

async function main(): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env, packageDir);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  const started = process.hrtime.bigint();
  const displayBase = process.env.INIT_CWD ?? process.cwd();
  try {
    const result = await buildSite({
      contentDir: options.contentDir,
      drupal: options.drupal,
      outDir: options.outDir,
      displayBase,
      log: (line) => process.stdout.write(`${line}\n`),
      warn: (line) => process.stderr.write(`${line}\n`),
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    process.stdout.write(
      `Done in ${seconds.toFixed(1)} s: ${result.routes.length} pages, hash ${result.hash}, output in ${displayName(options.outDir, displayBase)}\n`,
    );
    return 0;
  } catch (error) {
    // Bad content is the editor's problem to fix, not a crash: the message is the whole report.
    if (error instanceof ContentError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (error instanceof DrupalError) {
      process.stderr.write(`${error.message}\n`);
      return 3;
    }
    throw error;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
