const { createHash } = require('node:crypto');

const NAME = 'ChunkIntegrityPlugin';
/** `sha384-` and the digest in base64: every value of the map has this length. */
const INTEGRITY_LENGTH = 'sha384-'.length + 64;

/** A chunk's place in the map until its file is final: as long as its hash will be. */
function placeholderOf(chunkId) {
  const start = `*CHUNK-INTEGRITY-${chunkId}*`;
  if (start.length > INTEGRITY_LENGTH) throw new Error(`${NAME}: chunk id ${chunkId} is too long`);
  return start.padEnd(INTEGRITY_LENGTH, '*');
}

const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Subresource integrity for the chunks a remote's own runtime loads (decision 384): the runtime
 * (in remoteEntry.js, itself loaded with the hash its release lists) carries the SHA-384 of every
 * other chunk's script and sets it on the script element it inserts, so a chunk changed where it
 * is served (a CDN, a bucket, a proxy) is refused by the browser and never runs; its part of the
 * page shows the remote's failure. The map is written with placeholders of the hashes' length
 * and filled in once every file is final (after the real content hashes), so no offset moves
 * and the source maps stay true. webpack-subresource-integrity does this for one runtime, but
 * leaves placeholders when a federation container and the app's own entry share chunks.
 */
class ChunkIntegrityPlugin {
  apply(compiler) {
    const { Compilation, RuntimeGlobals, RuntimeModule, Template, sources } = compiler.webpack;
    const hashes = `${RuntimeGlobals.require}.chunkIntegrity`;

    class ChunkIntegrityRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk integrity');
      }

      generate() {
        const { chunkGraph } = this.compilation;
        const map = {};
        // The chunks this runtime can load, not every chunk of the build: a remote's container
        // and its own app's entry each carry the hashes of theirs. Every hash is 64 characters
        // that do not compress, in a script each page loads.
        for (const chunk of this.chunk.getAllReferencedChunks())
          if (
            !chunk.hasRuntime() &&
            chunk.id !== null &&
            chunkGraph.getChunkModulesIterableBySourceType(chunk, 'javascript')
          )
            map[chunk.id] = placeholderOf(chunk.id);
        return `${hashes} = ${JSON.stringify(map)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap(NAME, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
        });
      compiler.webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(
        compilation,
      ).createScript.tap(NAME, (source) =>
        Template.asString([
          source,
          `if (chunkId !== undefined && ${hashes}[chunkId]) script.integrity = ${hashes}[chunkId];`,
        ]),
      );
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const filled = new Map();
          for (const chunk of compilation.chunks) {
            if (chunk.hasRuntime() || chunk.id === null) continue;
            const script = [...chunk.files].find((file) => file.endsWith('.js'));
            if (script)
              filled.set(
                placeholderOf(chunk.id),
                integrityOf(compilation.getAsset(script).source.buffer()),
              );
          }
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const asset = compilation.getAsset(file);
              const text = asset.source.source().toString();
              if (!text.includes('*CHUNK-INTEGRITY-')) continue;
              const replaced = new sources.ReplaceSource(asset.source, file);
              for (const [placeholder, integrity] of filled) {
                const at = text.indexOf(placeholder);
                if (at >= 0) replaced.replace(at, at + placeholder.length - 1, integrity);
              }
              compilation.updateAsset(file, replaced);
            }
          }
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
