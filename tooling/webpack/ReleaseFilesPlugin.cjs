const { listReleaseFiles, writeReleaseFiles } = require('shared-lib/release-files');

/**
 * A remote's build writes its list of files (`files.json`: each file's SHA-256) once every
 * compilation writing into its folder has emitted (the browser build and the Node container),
 * and not at all when one failed: the pre-render runs no file of the Node container whose hash
 * differs from the list (decision 360). `release build` lists its release again.
 *
 * @param {{ outputPath: string, workspace: string, compilations: number }} options
 * @returns {import('webpack').WebpackPluginInstance[]} one plugin for each compilation
 */
function releaseFilesPlugins({ outputPath, workspace, compilations }) {
  let pending = compilations;
  let failed = false;
  return Array.from({ length: compilations }, () => ({
    apply(compiler) {
      compiler.hooks.done.tap('ReleaseFilesPlugin', (stats) => {
        failed ||= stats.hasErrors();
        pending -= 1;
        if (pending === 0 && !failed)
          writeReleaseFiles(outputPath, listReleaseFiles(outputPath, { workspace, version: null }));
      });
    },
  }));
}

module.exports = { releaseFilesPlugins };
