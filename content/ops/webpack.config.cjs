/**
 * The operations dashboard at /admin/ops/: a page of its own beside the editor, built into
 * content/dist/admin/ops/ (after the editor, whose build empties content/dist/admin/), which the
 * shell's build copies with the rest of content/dist; no shopper page loads it.
 * `npm run build:ops -w content`.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createModuleRules } = require('site-tooling/webpack');

const CONTENT_DIR = path.join(__dirname, '..');

module.exports = (_env, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    name: 'ops',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: './src/main.ts',
    output: {
      path: path.join(CONTENT_DIR, 'dist', 'admin', 'ops'),
      publicPath: '/admin/ops/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: createModuleRules({ dir: CONTENT_DIR, server: false }) },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: 'index.html',
        scriptLoading: 'defer',
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
