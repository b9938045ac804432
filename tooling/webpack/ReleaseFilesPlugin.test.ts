import { spawnSync } from 'node:child_process';
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
    sourceDir: string;
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
    sourceDir: root,
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

// Each test runs real webpack compilations: seconds on a busy machine, not milliseconds.
jest.setTimeout(60_000);

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

    const started = Date.now();
    expect((await build(root, './entry.js'))?.hasErrors()).toBe(false);
    const dist = path.join(root, 'dist');
    const list = JSON.parse(readFileSync(path.join(dist, 'files.json'), 'utf8')) as {
      builtAt: string;
    };
    // When it was built: during this build.
    expect(Date.parse(list.builtAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(list.builtAt)).toBeLessThanOrEqual(Date.now());
    expect(list).toEqual({
      workspace: 'mf-gifts',
      version: null,
      algorithm: 'sha256',
      // A temporary folder is no git checkout: the list says it cannot know the commit.
      commit: null,
      builtAt: list.builtAt,
      files: {
        'main.js': sha256(path.join(dist, 'main.js')),
        'server/main.js': sha256(path.join(dist, 'server/main.js')),
      },
    });
  });

  it('names the git commit of the sources it was built from', async () => {
    const git = (...args: string[]) =>
      spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
    git('init', '--quiet');
    git('add', 'entry.js');
    git(
      '-c',
      'user.name=team',
      '-c',
      'user.email=team@example.com',
      'commit',
      '--quiet',
      '-m',
      'one',
    );
    expect((await build(root, './entry.js'))?.hasErrors()).toBe(false);
    const list = JSON.parse(readFileSync(path.join(root, 'dist', 'files.json'), 'utf8')) as {
      commit: string;
    };
    expect(list.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(list.commit).toBe(git('rev-parse', 'HEAD'));
  });

  it('writes no list when a compilation fails', async () => {
    expect((await build(root, './no-such-entry.js'))?.hasErrors()).toBe(true);
    expect(existsSync(path.join(root, 'dist', 'files.json'))).toBe(false);
  });
});
