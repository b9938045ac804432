/**
 * The editor at /admin/ (Decap CMS): a bundle of its own, built into content/dist/admin/, which
 * the shell's build copies with the rest of the content build. No shopper page loads it.
 * `npm run build:admin -w content`.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createModuleRules } = require('../../deploy/webpack/moduleRules.cjs');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  entry: path.join(__dirname, 'src', 'index.tsx'),
  output: {
    path: path.join(__dirname, '..', 'dist', 'admin'),
    publicPath: '/admin/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: createModuleRules({ dir: path.join(__dirname, '..'), server: false }) },
  plugins: [
    new MiniCssExtractPlugin({ filename: 'admin.[contenthash:8].css' }),
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), filename: 'index.html' }),
    new webpack.DefinePlugin({
      // The Git backend's repository in production (docs/editing.md).
      ADMIN_GIT_REPO: JSON.stringify(
        process.env.ADMIN_GIT_REPO ?? 'canberra-outlet-centre/website',
      ),
      ADMIN_GIT_BRANCH: JSON.stringify(process.env.ADMIN_GIT_BRANCH ?? 'main'),
    }),
  ],
  performance: { hints: false },
  devtool: false,
});
