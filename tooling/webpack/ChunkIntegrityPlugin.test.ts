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

  /** Builds `entry` as production does and returns the files written, by name. */
  async function build(entry: Record<string, string>): Promise<Map<string, string>> {
    const out = path.join(root, 'dist');
    const stats = await new Promise<webpack.Stats | undefined>((resolve) =>
      webpack(
        {
          mode: 'production',
          context: root,
          entry,
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
    return new Map(
      readdirSync(out)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, readFileSync(path.join(out, file), 'utf8')]),
    );
  }
  const fileOf = (files: Map<string, string>, pattern: RegExp) =>
    [...files.keys()].find((file) => pattern.test(file))!;
  const hashOf = (files: Map<string, string>, file: string) =>
    `sha384-${createHash('sha384').update(files.get(file)!).digest('base64')}`;

  it('writes the hash of each chunk it loads into the runtime, and sets it on the script', async () => {
    const files = await build({ main: './entry.js' });
    const entry = files.get(fileOf(files, /^main\./))!;
    // The hash of the chunk as it was written, not a placeholder, and the script gets it.
    expect(entry).toContain(JSON.stringify(hashOf(files, fileOf(files, /^chunk\./))));
    expect(entry).not.toContain('CHUNK-INTEGRITY');
    expect(entry).toMatch(/\.integrity=\w+\.chunkIntegrity\[\w+\]/);
  });

  it("gives each runtime only the hashes of the chunks it can load, not the other entry's", async () => {
    writeFileSync(path.join(root, 'other.js'), 'import("./elsewhere").then((m) => m.run());\n');
    writeFileSync(path.join(root, 'elsewhere.js'), 'export const run = () => "elsewhere";\n');
    const files = await build({ main: './entry.js', other: './other.js' });
    const chunkOf = (source: string) =>
      [...files.keys()].find(
        (file) => file.startsWith('chunk.') && files.get(file)!.includes(source),
      )!;
    const [later, elsewhere] = [chunkOf('"later"'), chunkOf('"elsewhere"')];
    const main = files.get(fileOf(files, /^main\./))!;
    const other = files.get(fileOf(files, /^other\./))!;
    expect(main).toContain(hashOf(files, later));
    expect(main).not.toContain(hashOf(files, elsewhere));
    expect(other).toContain(hashOf(files, elsewhere));
    expect(other).not.toContain(hashOf(files, later));
  });
});
