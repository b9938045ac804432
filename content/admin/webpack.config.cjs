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
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const {
  createModuleRules,
  createSharedConfig,
  PROVIDE_RUNTIME_PLUGIN,
  browserRuntimeExperiments,
  productionPackageRule,
  fastMinimizer,
} = require('site-tooling/webpack');
// The admin shares what the shell shares, at the shell's versions: one React for Decap, the
// previews and the remote modules they load.
const shellPackage = require('shell/package.json');

const CONTENT_DIR = path.join(__dirname, '..');

module.exports = (_env, argv = {}) => {
  const production = (argv.mode ?? 'production') === 'production';
  return {
    name: 'admin',
    mode: production ? 'production' : 'development',
    context: __dirname,
    // Only `import('./bootstrap')` lives in the entry, so shared modules load asynchronously.
    // The release console (/admin/releases/) is a page of its own, behind the same sign-in.
    entry: { main: './src/entry.ts', releases: './src/releases/entry.ts' },
    output: {
      path: path.join(CONTENT_DIR, 'dist', 'admin'),
      publicPath: '/admin/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'admin',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        ...createModuleRules({ dir: CONTENT_DIR, server: false }),
        ...(production ? [productionPackageRule()] : []),
      ],
    },
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
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: 'index.html',
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/releases/index.html'),
        filename: 'releases/index.html',
        chunks: ['releases'],
        scriptLoading: 'defer',
      }),
      new webpack.DefinePlugin({
        // The Git backend's repository and branch in production (decision 290).
        ADMIN_GIT_REPO: JSON.stringify(
          process.env.ADMIN_GIT_REPO || 'canberra-outlet-centre/website',
        ),
        ADMIN_GIT_BRANCH: JSON.stringify(process.env.ADMIN_GIT_BRANCH || 'main'),
      }),
    ],
    // Decap's published build (its `main`) is minified, but it carries its own copy of React DOM
    // (19.2), which refuses the site's React (19.3): webpack takes Decap's ES modules (its
    // `module` field) on the shared React instead, 12 MB that Terser takes minutes to minify, in
    // every site build. esbuild minifies them in seconds.
    optimization: { minimizer: [fastMinimizer()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
