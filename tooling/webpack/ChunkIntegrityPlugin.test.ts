import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// The plugin is plain CommonJS, as the webpack factory that uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ChunkIntegrityPlugin } = require('./ChunkIntegrityPlugin.cjs') as {
  ChunkIntegrityPlugin: new () => webpack.WebpackPluginInstance;
};

const integrityOf = (file: string) =>
  `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

// Each test runs real webpack compilations: seconds on a busy machine, not milliseconds.
jest.setTimeout(60_000);

describe('ChunkIntegrityPlugin', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'chunk-integrity-'));
    writeFileSync(path.join(root, 'entry.js'), 'import("./later").then((m) => m.run());\n');
    writeFileSync(path.join(root, 'later.js'), 'export const run = () => "later";\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the hash of each chunk it loads into the runtime, and sets it on the script', async () => {
    const out = path.join(root, 'dist');
    const stats = await new Promise<webpack.Stats | undefined>((resolve) =>
      webpack(
        {
          mode: 'production',
          context: root,
          entry: { main: './entry.js' },
          output: {
            path: out,
            filename: '[name].[contenthash:10].js',
            chunkFilename: 'chunk.[contenthash:10].js',
            crossOriginLoading: 'anonymous',
          },
          devtool: 'hidden-source-map',
          plugins: [new ChunkIntegrityPlugin()],
          stats: 'none',
        },
        (_error, result) => resolve(result),
      ),
    );
    expect(stats?.hasErrors()).toBe(false);
    const files = readdirSync(out);
    const chunk = files.find((file) => /^chunk\..*\.js$/.test(file))!;
    const entry = readFileSync(
      path.join(
        out,
        files.find((file) => /^main\..*\.js$/.test(file))!,
      ),
      'utf8',
    );
    // The hash of the chunk as it was written, not a placeholder, and the script gets it.
    expect(entry).toContain(JSON.stringify(integrityOf(path.join(out, chunk))));
    expect(entry).not.toContain('CHUNK-INTEGRITY');
    expect(entry).toMatch(/\.integrity=\w+\.chunkIntegrity\[\w+\]/);
  });
});
