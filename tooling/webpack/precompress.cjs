const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text files worth compressing; pictures and fonts are compressed already. */
const TEXT_FILES = /\.(js|css|json|svg|txt|xml|webmanifest)$/;

/**
 * Each text file of a production browser build written beside it compressed, once, at the
 * strongest settings (brotli 11, gzip 9): the Node server and nginx (`brotli_static`,
 * `gzip_static`) send those files as they are, instead of compressing every response at a
 * faster, weaker level. A file that compresses badly is left alone (decision 282).
 */
function precompressPlugins() {
  const common = { test: TEXT_FILES, threshold: 256, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins };
