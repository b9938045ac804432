import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run build -w content -- [--content DIR] [--out DIR]

  --content DIR  content directory (default: $CONTENT_DIR, else content/seed)
  --out DIR      output directory (default: content/dist)
  --help         show this help`;

export interface CliOptions {
  contentDir: string;
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
  return {
    contentDir: contentArg ? resolve(base, contentArg) : resolve(packageDir, 'seed'),
    outDir: values.out ? resolve(base, values.out) : resolve(packageDir, 'dist'),
    help: values.help ?? false,
  };
}
