import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

// The plugins are plain CommonJS, as the webpack factory that uses them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { releaseFilesPlugins } = require('./ReleaseFilesPlugin.cjs') as {
  releaseFilesPlugins: (options: {
    outputPath: string;
    workspace: string;
    compilations: number;
  }) => webpack.WebpackPluginInstance[];
};

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A browser-like and a Node-like compilation into one folder, as a remote's build is made. */
function build(root: string, entry: string): Promise<webpack.MultiStats | undefined> {
  const outputPath = path.join(root, 'dist');
  const [browser, server] = releaseFilesPlugins({
    outputPath,
    workspace: 'mf-gifts',
    compilations: 2,
  });
  const config = (name: string, output: string, plugin: webpack.WebpackPluginInstance) =>
    ({
      name,
      mode: 'production',
      context: root,
      entry: { main: entry },
      output: { path: output, filename: '[name].js' },
      plugins: [plugin],
      stats: 'none',
    }) satisfies Configuration;
  return new Promise((resolve) =>
    webpack(
      [
        config('browser', outputPath, browser!),
        { ...config('server', path.join(outputPath, 'server'), server!), target: 'node' },
      ],
      (_error, stats) => resolve(stats),
    ),
  );
}

describe('releaseFilesPlugins', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-files-plugin-'));
    writeFileSync(path.join(root, 'entry.js'), 'console.log("gifts");\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists every file both compilations wrote, with its hash, and leaves out a nested build', async () => {
    // A seasonal variant kept in the build's folder, with its own list.
    const variant = path.join(root, 'dist', 'campaigns', 'christmas');
    mkdirSync(variant, { recursive: true });
    writeFileSync(path.join(variant, 'remoteEntry.js'), 'var gifts;');
    writeFileSync(path.join(variant, 'files.json'), '{}');

    expect((await build(root, './entry.js'))?.hasErrors()).toBe(false);
    const dist = path.join(root, 'dist');
    expect(JSON.parse(readFileSync(path.join(dist, 'files.json'), 'utf8'))).toEqual({
      workspace: 'mf-gifts',
      version: null,
      algorithm: 'sha256',
      files: {
        'main.js': sha256(path.join(dist, 'main.js')),
        'server/main.js': sha256(path.join(dist, 'server/main.js')),
      },
    });
  });

  it('writes no list when a compilation fails', async () => {
    expect((await build(root, './no-such-entry.js'))?.hasErrors()).toBe(true);
    expect(existsSync(path.join(root, 'dist', 'files.json'))).toBe(false);
  });
});
