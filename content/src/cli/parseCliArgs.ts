import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { drupalSite, drupalSiteOptionsFromEnv, type DrupalSite } from '../drupal/drupalSite';

export const USAGE = `Usage: npm run build -w content -- [--content DIR] [--out DIR] [--source drupal --drupal URL]

  --content DIR   content directory (default: $CONTENT_DIR, else content/seed)
  --out DIR       output directory (default: content/dist)
  --source NAME   where the content comes from: files (default) or drupal ($CONTENT_SOURCE)
  --drupal URL    the centre's Drupal, read through JSON:API over https ($DRUPAL_BASE_URL); its
                  pictures are kept in content/.cache/drupal-files. Limits of the read:
                  $DRUPAL_MAX_PAGES, $DRUPAL_MAX_RESPONSE_BYTES, $DRUPAL_MAX_PICTURE_BYTES,
                  $DRUPAL_MAX_SECONDS; $DRUPAL_ALLOW_HTTP_LOOPBACK=1 allows http on loopback
  --help          show this help`;

export interface CliOptions {
  /** The content directory; with Drupal, the folder its pictures are saved in. */
  contentDir: string;
  /** Set when the content comes from Drupal: its address and the limits of the read. */
  drupal?: DrupalSite;
  outDir: string;
  help: boolean;
}

/**
 * Options of the content build. Relative paths are read from the directory the command was
 * typed in: npm runs workspace scripts inside the workspace but keeps that directory in INIT_CWD.
 */
export function parseCliArgs(
  args: string[],
  env: NodeJS.ProcessEnv,
  packageDir: string,
): CliOptions {
  const { values } = parseArgs({
    args,
    options: {
      content: { type: 'string' },
      out: { type: 'string' },
      source: { type: 'string' },
      drupal: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const base = env.INIT_CWD ?? process.cwd();
  const contentArg = values.content ?? env.CONTENT_DIR;
  const outDir = values.out ? resolve(base, values.out) : resolve(packageDir, 'dist');
  const help = values.help ?? false;
  const source = values.source ?? env.CONTENT_SOURCE ?? 'files';
  if (source === 'files')
    return {
      contentDir: contentArg ? resolve(base, contentArg) : resolve(packageDir, 'seed'),
      outDir,
      help,
    };
  if (source !== 'drupal')
    throw new Error(`The content source must be "files" or "drupal", not "${source}"`);
  const address = values.drupal ?? env.DRUPAL_BASE_URL ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(address))
    throw new Error(
      `The drupal source needs --drupal or DRUPAL_BASE_URL, the Drupal site's https address (got "${address}")`,
    );
  if (contentArg) throw new Error('--content and CONTENT_DIR do not go with the drupal source');
  return {
    contentDir: resolve(packageDir, '.cache', 'drupal-files'),
    drupal: drupalSite(address, drupalSiteOptionsFromEnv(env)),
    outDir,
    help,
  };
}
