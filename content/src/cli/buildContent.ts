/**
 * The content build: `npm run build -w content -- [--content DIR] [--out DIR]`.
 * Exit codes: 0 built, 1 bad content (the ContentError lists every problem), 2 bad arguments.
 */
import { join } from 'node:path';

import { buildSite } from '../build/buildSite';
import { downloadPictures } from '../drupal/downloadPictures';
import { loadDrupalContent } from '../drupal/loadDrupalContent';
import { ContentError } from '../load/ContentError';
import { displayName } from '../load/displayName';
import type { Content } from '../model/content';
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
    const log = (line: string) => process.stdout.write(`${line}\n`);
    let content: Content | undefined;
    if (options.drupalBaseUrl) {
      log(`Reading the content from Drupal at ${options.drupalBaseUrl}…`);
      const drupal = await loadDrupalContent(options.drupalBaseUrl);
      log(`  ${drupal.pages} JSON:API pages read, ${drupal.skipped} unpublished items left out`);
      const pictures = await downloadPictures(
        options.drupalBaseUrl,
        drupal.files,
        options.contentDir,
      );
      log(`  ${pictures.saved} pictures saved, ${pictures.missing} not on Drupal (drawn instead)`);
      content = drupal.content;
    }
    const result = await buildSite({
      ...(content ? { content } : {}),
      contentDir: options.contentDir,
      outDir: options.outDir,
      displayBase,
      log,
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
    throw error;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
