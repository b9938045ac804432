const path = require('node:path');
const { DEV_SHELL_PORT, SITE_APPS, localRemotesManifest } = require('shared-lib/apps');

/**
 * An app's entry in the registry of the apps (shared-lib/apps), found by its package's name
 * (its workspace here; a remote's own repository may keep it in any folder): its federation
 * name and exposed modules, and its port in development.
 * @param {string} dir the app's folder
 */
function appFromRegistry(dir) {
  const workspace = require(path.join(dir, 'package.json')).name;
  const app = SITE_APPS.find((candidate) => candidate.workspace === workspace);
  if (!app)
    throw new Error(
      `${dir}: "${workspace}" is not in the registry of the apps (shared-lib/src/apps/siteApps.mts); ` +
        `one of ${SITE_APPS.map((candidate) => candidate.workspace).join(', ')}`,
    );
  const modules = Object.entries(app.exposes);
  return {
    federation: {
      name: app.name,
      // The shell exposes nothing: no exposes at all, so it builds as the host.
      exposes:
        modules.length > 0
          ? Object.fromEntries(modules.map(([name, file]) => [`./${name}`, file]))
          : undefined,
    },
    devPort: DEV_SHELL_PORT + app.portOffset,
  };
}

/**
 * The shell's remotes.json in its build: every remote at its development port. A served site
 * writes its own beside the build (deploy/release/servedManifest.ts, in a generation), for its ports or its releases.
 */
class DevRemotesManifestPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(DevRemotesManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: DevRemotesManifestPlugin.name,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const manifest = localRemotesManifest(DEV_SHELL_PORT);
          compilation.emitAsset(
            'remotes.json',
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { appFromRegistry, DevRemotesManifestPlugin };
