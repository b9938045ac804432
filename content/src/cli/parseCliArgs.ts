import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run build -w content -- [--content DIR] [--out DIR]

  --content DIR  content directory (default: $CONTENT_DIR, else content/seed)
  --out DIR      output directory (default: content/dist)
  --help         show this help

  CONTENT_SOURCE=drupal DRUPAL_BASE_URL=https://cms.example.com reads the content from the
  centre's Drupal (JSON:API) instead; its pictures are kept in content/.cache/drupal-files.`;

export interface CliOptions {
  contentDir: string;
  /** Set when the content comes from Drupal: its address, without a trailing slash. */
  drupalBaseUrl?: string;
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
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const base = env.INIT_CWD ?? process.cwd();
  const contentArg = values.content ?? env.CONTENT_DIR;
  const source = env.CONTENT_SOURCE ?? 'files';
  if (source !== 'files' && source !== 'drupal')
    throw new Error(`CONTENT_SOURCE must be "files" or "drupal", not "${source}"`);
  if (source === 'drupal') {
    const address = env.DRUPAL_BASE_URL ?? '';
    if (!/^https?:\/\/[^\s/]+/.test(address))
      throw new Error(
        `CONTENT_SOURCE=drupal needs DRUPAL_BASE_URL, the Drupal site's http(s) address (got "${address}")`,
      );
    if (contentArg)
      throw new Error('--content and CONTENT_DIR do not go with CONTENT_SOURCE=drupal');
    return {
      contentDir: resolve(packageDir, '.cache', 'drupal-files'),
      drupalBaseUrl: address.replace(/\/+$/, ''),
      outDir: values.out ? resolve(base, values.out) : resolve(packageDir, 'dist'),
      help: values.help ?? false,
    };
  }
  return {
    contentDir: contentArg ? resolve(base, contentArg) : resolve(packageDir, 'seed'),
    outDir: values.out ? resolve(base, values.out) : resolve(packageDir, 'dist'),
    help: values.help ?? false,
  };
}
