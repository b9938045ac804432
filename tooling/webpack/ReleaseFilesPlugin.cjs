const { spawnSync } = require('node:child_process');
const { listReleaseFiles, writeReleaseFiles } = require('shared-lib/release-files');

/**
 * The git commit the sources in `dir` are at, or null when `dir` is not in a git checkout (a
 * copy, a source archive): the list says what it was built from only when it can know.
 * @param {string} dir
 * @returns {string | null}
 */
function commitOf(dir) {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  const commit = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(commit) ? commit : null;
}

/**
 * A remote's build writes its list of files (`files.json`: each file's SHA-256, the commit it
 * was built from and when) once every compilation writing into its folder has emitted (the
 * browser build and the Node container), and not at all when one failed: the pre-render runs
 * no file of the Node container whose hash differs from the list (decision 360), and a release
 * artifact carries the list on (decision 380).
 *
 * @param {{ outputPath: string, workspace: string, sourceDir: string, compilations: number }} options
 * @returns {import('webpack').WebpackPluginInstance[]} one plugin for each compilation
 */
function releaseFilesPlugins({ outputPath, workspace, sourceDir, compilations }) {
  let pending = compilations;
  let failed = false;
  return Array.from({ length: compilations }, () => ({
    apply(compiler) {
      compiler.hooks.done.tap('ReleaseFilesPlugin', (stats) => {
        failed ||= stats.hasErrors();
        pending -= 1;
        if (pending === 0 && !failed)
          writeReleaseFiles(
            outputPath,
            listReleaseFiles(outputPath, {
              workspace,
              version: null,
              commit: commitOf(sourceDir),
              builtAt: new Date().toISOString(),
            }),
          );
      });
    },
  }));
}

module.exports = { releaseFilesPlugins };
