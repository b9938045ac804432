const { Compilation, sources } = require('webpack');

const FILE_NAME = 'federation-assets.json';
const PAGE_CHUNK_PREFIX = 'page-';
/** Chunk-group name given to an exposed module, so its files can be found after the build. */
const exposeChunkName = (exposeKey) =>
  `expose-${exposeKey.replace(/^\.\//, '').replace(/\W+/g, '-')}`;

/**
 * Writes `federation-assets.json` beside remoteEntry.js: the JavaScript and CSS files of the app's
 * entry, of each exposed module and of each template chunk (`page-…`), relative to the build
 * folder. The pre-render reads it to link the stylesheets of the remotes a page uses (and to
 * preload their scripts), so a release of a remote changes what the pages link without
 * rebuilding the shell.
 */
class FederationAssetsPlugin {
  /** @param {{ exposes: Record<string, unknown> }} options */
  constructor({ exposes }) {
    this.exposes = exposes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FederationAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const filesOf = (...groups) => {
            const files = [...new Set(groups.flatMap((group) => (group ? group.getFiles() : [])))];
            return {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          };
          const assets = {
            // An entry only imports './bootstrap' (named so): its files are the app's first load.
            entry: filesOf(
              compilation.namedChunkGroups.get('main'),
              compilation.namedChunkGroups.get('bootstrap'),
            ),
            exposes: Object.fromEntries(
              Object.keys(this.exposes).map((key) => [
                key,
                filesOf(compilation.namedChunkGroups.get(exposeChunkName(key))),
              ]),
            ),
            // The chunks of the templates the shell loads on demand (`page-…`): a page's document
            // starts its template's files with the entry's.
            pages: Object.fromEntries(
              [...compilation.namedChunkGroups.entries()]
                .filter(([name]) => name.startsWith(PAGE_CHUNK_PREFIX))
                .map(([name, group]) => [name, filesOf(group)]),
            ),
          };
          compilation.emitAsset(
            FILE_NAME,
            new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FederationAssetsPlugin, exposeChunkName, FEDERATION_ASSETS_FILE: FILE_NAME };
