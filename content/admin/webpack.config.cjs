/**
 * The editor at /admin/ (Decap CMS): a bundle of its own, built into content/dist/admin/, which
 * the shell's build copies with the rest of content/dist; no shopper page loads it.
 * `npm run build:admin -w content`. It is a federation host like the shell (decision 284): its
 * previews show the remotes' own page modules, loaded through the shared remote loader, with the
 * shell's shared singletons and the federation runtime the remotes expect from their host.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  createModuleRules,
  createSharedConfig,
  PROVIDE_RUNTIME_PLUGIN,
  browserRuntimeExperiments,
} = require('deploy/webpack');
const { EDITOR_BACKEND } = require('shared-lib/apps');
// The admin shares what the shell shares, at the shell's versions: one React for Decap, the
// previews and the remote modules they load.
const shellPackage = require('shell/package.json');

const CONTENT_DIR = path.join(__dirname, '..');

/**
 * Decap's published build (its `main`): minified already, with React and React DOM left to the
 * page, so it runs on the shared singletons. Its `module` field would have webpack bundle
 * Decap's ES modules instead: 12 MB to minify, minutes of every site build. Its own lazy chunks
 * and WebAssembly files are loaded from beside the script that runs it, so they are copied.
 */
const DECAP_BUILD = require.resolve('decap-cms-app');
const DECAP_FILES = `${path.dirname(DECAP_BUILD).replace(/\\/g, '/')}/*.{decap-cms-app.js,wasm}`;

module.exports = (_env, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    name: 'admin',
    mode: production ? 'production' : 'development',
    context: __dirname,
    // Only `import('./bootstrap')` lives in the entry, so shared modules load asynchronously.
    entry: './src/entry.ts',
    output: {
      path: path.join(CONTENT_DIR, 'dist', 'admin'),
      publicPath: '/admin/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'admin',
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { 'decap-cms-app$': DECAP_BUILD },
    },
    module: { rules: createModuleRules({ dir: CONTENT_DIR, server: false }) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'admin',
        // The remotes are registered at run time from the served remotes manifest.
        remotes: {},
        shared: createSharedConfig(shellPackage),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        dev: false,
        runtimePlugins: [PROVIDE_RUNTIME_PLUGIN],
        experiments: browserRuntimeExperiments(false),
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new CopyPlugin({ patterns: [{ from: DECAP_FILES, to: '[name][ext]' }] }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: 'index.html',
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new webpack.DefinePlugin({
        // The Git backend's repository and branch in production (decision 290).
        ADMIN_GIT_REPO: JSON.stringify(
          process.env.ADMIN_GIT_REPO || 'canberra-outlet-centre/website',
        ),
        ADMIN_GIT_BRANCH: JSON.stringify(process.env.ADMIN_GIT_BRANCH || 'main'),
        EDITOR_BACKEND_PORT_OFFSET: JSON.stringify(EDITOR_BACKEND.portOffset),
      }),
    ],
    // Nearly all of the bundle is Decap's build, minified already: minifying it again would take
    // minutes of every site build to save little. The editor's own modules are a few kilobytes.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
