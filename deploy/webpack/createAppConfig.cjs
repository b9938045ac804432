/**
 * The one webpack configuration factory of the site: the shell and every remote call it with
 * their folder and their federation settings, so an app's own webpack.config.cjs is a few lines.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { createSharedConfig } = require('./createSharedConfig.cjs');
const { corsHeaders } = require('./corsHeaders.cjs');

/**
 * @typedef {object} FederationSettings
 * @property {string} name federation id, a valid JS identifier (`whats_on`)
 * @property {Record<string, string>} [exposes] page- or block-level modules, `'./StoreDetailPage'` form
 *
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (its package.json, src/ and dist/)
 * @property {FederationSettings} federation
 * @property {number} devPort port of `npm start -w {app}` (webpack-dev-server)
 * @property {Record<string, string>} [define] compile-time constants, JSON-encoded here
 * @property {string} [outputPath] where the build goes; dist/ by default
 * @property {string[]} [publicDirs] folders whose files are part of the app: copied into the
 *   production build and served by the dev server (the shell's page data, images, remotes manifest)
 * @property {string[]} [devDirs] folders only the dev server serves (page data for a remote on its own)
 * @property {{ template?: string, parameters?: Record<string, string> }} [html] the HTML page
 * @property {string} [publicPath] where the app's files are served from; 'auto' (relative to
 *   remoteEntry.js) by default, '/' for the shell, whose HTML answers every page address
 */

/** @param {AppOptions} options */
function createAppConfig(options) {
  const { dir, federation, devPort, define = {}, publicDirs = [], devDirs = [], html = {} } = options;
  const pkg = require(path.join(dir, 'package.json'));

  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const outputPath = options.outputPath ?? process.env.APP_OUTPUT_PATH ?? path.join(dir, 'dist');
    // A dev server answers deep page addresses with index.html, so in development the app's files
    // are addressed at its own origin; a production remote resolves them from remoteEntry.js.
    const publicPath = options.publicPath ?? (production ? 'auto' : `http://127.0.0.1:${devPort}/`);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // Only `import('./bootstrap')` lives in the entry, so shared modules load asynchronously.
      entry: './src/index.ts',
      output: {
        path: outputPath,
        // 'auto' lets a remote build be copied to any folder (a seasonal variant) and still load.
        publicPath,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: federation.name,
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            // 'javascript/auto' keeps default imports of federated modules from turning into
            // namespace objects (see shared/notes/known-facts.md).
            type: 'javascript/auto',
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'esnext' },
            },
          },
          {
            test: /\.css$/,
            use: [require.resolve('style-loader'), require.resolve('css-loader')],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          exposes: federation.exposes ?? {},
          // Remotes are registered at run time from the remotes manifest, never at build time.
          remotes: {},
          shared: createSharedConfig(pkg),
          shareStrategy: 'loaded-first',
          // The shell registers remoteEntry.js addresses; no mf-manifest.json is read, nor types fetched.
          manifest: false,
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          template: html.template ?? path.join(__dirname, 'index.html.ejs'),
          templateParameters: { title: pkg.name, ...html.parameters },
          inject: 'body',
          // Only the app's own entry: the page must not run the remote container as a script.
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        ...(production && publicDirs.length > 0
          ? [new CopyPlugin({ patterns: publicDirs.map((from) => ({ from })) })]
          : []),
        new (require('webpack').DefinePlugin)(
          Object.fromEntries(
            Object.entries({ APP_NAME: pkg.name, APP_VERSION: pkg.version, ...define }).map(
              ([key, value]) => [`process.env.${key}`, JSON.stringify(value)],
            ),
          ),
        ),
      ],
      optimization: { runtimeChunk: false },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        headers: corsHeaders,
        historyApiFallback: true,
        static: [...publicDirs, ...devDirs].map((directory) => ({ directory, watch: false })),
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createAppConfig };
