const MinimizerPlugin = require('minimizer-webpack-plugin');

/**
 * A minimizer for a tool's large bundle (the editor: Decap CMS, 12 MB of ES modules): esbuild
 * minifies it in seconds where Terser takes minutes, for a bundle a few percent larger. The
 * shoppers' bundles keep webpack's Terser, whose output is smallest. esbuild is a dev dependency
 * of the workspace that builds with it (content): the hosting's production install has none.
 */
function fastMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.esbuildMinify });
}

module.exports = { fastMinimizer };
