/**
 * The one webpack configuration factory of the site: the shell and every remote call it with
 * their folder and their federation settings, so an app's own webpack.config.cjs is a few lines.
 *
 * A production build is two compilations of the same sources: the browser build (dist/) and a
 * Node build (dist/server/, `target: 'async-node'`) that the pre-render loads through federation
 * from the same addresses as the browser, to render every route on the server.
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { fastMinimizer } = require('./fastMinimizer.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createSharedConfig } = require('./createSharedConfig.cjs');
const { corsHeaders } = require('./corsHeaders.cjs');
const { createModuleRules } = require('./moduleRules.cjs');
const { FederationAssetsPlugin, exposeChunkName } = require('./FederationAssetsPlugin.cjs');
const { appFromRegistry, DevRemotesManifestPlugin } = require('./appFromRegistry.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { releaseFilesPlugins } = require('./ReleaseFilesPlugin.cjs');
const { productionPackageRule } = require('./productionPackageBuilds.cjs');
const { reactRouterTreeShakingRule } = require('./reactRouterTreeShakingRule.cjs');
const { ChunkIntegrityPlugin } = require('./ChunkIntegrityPlugin.cjs');

/** The Node build of an app lives in this folder of its browser build (`…/server/remoteEntry.js`). */
const SERVER_DIR = 'server';

/**
 * @typedef {object} AppOptions
 * @property {string} dir the app's folder (its package.json, src/ and dist/); its federation name,
 *   exposed modules and development port come from its entry in the registry (shared-lib/apps)
 * @property {Record<string, string>} [define] compile-time constants, JSON-encoded here
 * @property {string} [outputPath] where the build goes; dist/ by default
 * @property {string[]} [publicDirs] folders whose files are part of the app: copied into the
 *   production build and served by the dev server (the shell's page data, images, remotes manifest)
 * @property {string[]} [devDirs] folders only the dev server serves (page data for a remote on its own)
 * @property {{ template?: string, parameters?: Record<string, string> }} [html] the dev server's page
 * @property {string} [publicPath] where the app's files are served from; 'auto' (relative to
 *   remoteEntry.js) by default, '/' for the shell, whose HTML answers every page address
 * @property {string} [serverEntry] the module the Node build exports (the shell's page renderer);
 *   a remote's Node build is its federation container only
 * @property {RegExp} [keepInOutput] files of the output folder a new build must not delete
 * @property {{ entry: string, filename: string }} [serviceWorker] the shell's service worker:
 *   compiled on its own for a worker, into the browser build under a fixed name
 * @property {string[]} [runtimePlugins] the app's own federation runtime plugins in the browser
 *   build (modules whose default export makes the plugin): they take part from the first shared
 *   module the app's entry negotiates, before any of its code runs
 */

/**
 * A smaller federation runtime in the browser: no manifest snapshots (the shell reads the remotes
 * manifest itself) and no Node code paths. The remotes use the shell's copy of the runtime
 * (`externalRuntime`: about 15 KB less per remote entry, compressed), which the shell hands over in
 * a runtime plugin. `provideExternalRuntime` would add that plugin's CommonJS build, which brings a
 * second, whole copy of the runtime into the shell's first script; its ES module build imports the
 * very modules the shell already runs.
 */
function browserRuntimeExperiments(isRemote) {
  return {
    // A remote never loads another remote itself: a part of another remote on its pages is
    // loaded by the shell's runtime (shared-lib/remote), so its own remote loading goes.
    optimization: {
      disableSnapshot: true,
      target: 'web',
      ...(isRemote ? { disableRemote: true } : {}),
    },
    ...(isRemote ? { externalRuntime: true } : {}),
  };
}

const PROVIDE_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');

/**
 * shared-lib is shared module by module (its subpaths). The shell needs most of them at once: one
 * chunk instead of a request per subpath. The subpaths only its parts loaded on demand use (the
 * slider and slides of the home page's hero, search, the structured data's text and event rules)
 * get a chunk each, so a page without them loads none of them; a subpath the shell starts with
 * must not be listed here (it would cost every page a request). A remote's copies are fallbacks,
 * loaded only for the subpaths the shell does not provide (`shared-lib/stores`, ...): one chunk
 * per subpath, so a page loads only what it lacks. Stylesheets stay out: the shell links
 * shared-lib's, and a remote's fallback must not bring a second copy of the tokens and fonts from
 * its own origin.
 */
const SHELL_OWN_CHUNK_SUBPATHS = new Set(['slider', 'slides', 'search', 'text', 'events']);

const SHARED_LIB_MODULE = /[\\/]shared-lib[\\/]src[\\/]([^\\/]+)[\\/].*\.tsx?$/;
// The web font's file, whose address shared-lib's styles/loadWebFont imports: in that chunk too,
// not a chunk (and a request) of its own.
const SHARED_LIB_FONT = /[\\/]@fontsource-variable[\\/]inter[\\/]files[\\/]/;

/**
 * shared-lib's folders that only a dynamic import of shared-lib itself loads, with the packages
 * they need: left to that import's chunk (one request, after the page started), never put in a
 * chunk the page starts with. `page-vitals`: web-vitals and the code sending the vitals
 * (decision 321).
 */
const LOADED_BY_ITS_OWN_IMPORT = new Set(['page-vitals']);

function sharedLibChunks(isRemote) {
  const subpathOf = (module) => SHARED_LIB_MODULE.exec(module.resource)?.[1] ?? 'styles';
  return {
    test: (module) =>
      (SHARED_LIB_MODULE.test(module.resource) &&
        !LOADED_BY_ITS_OWN_IMPORT.has(subpathOf(module))) ||
      SHARED_LIB_FONT.test(module.resource),
    name: (module) => {
      const subpath = subpathOf(module);
      return isRemote || SHELL_OWN_CHUNK_SUBPATHS.has(subpath)
        ? `shared-lib-${subpath}`
        : 'shared-lib';
    },
    chunks: 'async',
    enforce: true,
  };
}

/**
 * The shell's copies of React, React DOM, the router and zustand are what every page runs first:
 * one chunk rather than one per package, as each chunk is another script element to insert and
 * evaluate while the page starts. A remote's copies are fallbacks the shell's make unneeded.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/;

/**
 * The shell's stylesheets, those of its templates loaded on demand included, stay in bootstrap's
 * stylesheet, which every pre-rendered page links: a page's styles never wait for its template's
 * script.
 */
const SHELL_STYLES = {
  type: 'css/mini-extract',
  name: 'bootstrap',
  chunks: 'async',
  enforce: true,
};

function startChunks(isRemote) {
  const sharedLib = sharedLibChunks(isRemote);
  // A page runs one or two of a remote's exposed modules: each is one file, with the packages and
  // components it shares with its siblings copied in, rather than a request more for each piece
  // they have in common (decision 292).
  if (isRemote) return { sharedLib, default: false, defaultVendors: false };
  return {
    sharedLib,
    framework: { test: FRAMEWORK, name: 'framework', chunks: 'async', enforce: true },
    styles: SHELL_STYLES,
  };
}

/** Exposed modules get named chunk groups, so FederationAssetsPlugin can list their files. */
function namedExposes(exposes = {}) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, request]) => [
      key,
      { import: request, name: exposeChunkName(key) },
    ]),
  );
}

function defineConstants(pkg, define, server) {
  const values = {
    APP_NAME: pkg.name,
    APP_VERSION: pkg.version,
    SSR: server ? 'server' : 'browser',
    ...define,
  };
  return new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
    ),
  );
}

/** @param {AppOptions} options */
function createAppConfig(options) {
  const { dir, define = {}, publicDirs = [], devDirs = [], html = {} } = options;
  const pkg = require(path.join(dir, 'package.json'));
  const { federation, devPort } = appFromRegistry(dir);

  function browserConfig(production, outputPath) {
    // A dev server answers deep page addresses with index.html, so in development the app's files
    // are addressed at its own origin; a production remote resolves them from remoteEntry.js.
    const publicPath = options.publicPath ?? (production ? 'auto' : `http://127.0.0.1:${devPort}/`);
    const keep = options.keepInOutput;
    return {
      name: 'browser',
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
        // A remote's chunks are loaded by its own runtime with the hash of each (below): in cors
        // mode, which a hash needs across origins (the remotes send the shell's origin its CORS).
        ...(production && federation.exposes ? { crossOriginLoading: 'anonymous' } : {}),
        clean: {
          keep: (file) =>
            file === SERVER_DIR ||
            file.startsWith(`${SERVER_DIR}/`) ||
            (options.serviceWorker ? file.startsWith(options.serviceWorker.filename) : false) ||
            (keep ? keep.test(file) : false),
        },
      },
      // Maps are written for reading stack traces here, never named in the scripts: no server
      // sends them to a browser (decision 362).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          ...createModuleRules({ dir, server: false }),
          ...(production ? [productionPackageRule(), reactRouterTreeShakingRule()] : []),
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          exposes: namedExposes(federation.exposes),
          // Remotes are registered at run time from the remotes manifest, never at build time.
          remotes: {},
          shared: createSharedConfig(pkg),
          shareStrategy: 'loaded-first',
          // The shell registers remoteEntry.js addresses; no mf-manifest.json is read, nor types fetched.
          manifest: false,
          dts: false,
          dev: false,
          runtimePlugins: [
            ...(production && !federation.exposes ? [PROVIDE_RUNTIME_PLUGIN] : []),
            ...(options.runtimePlugins ?? []),
          ],
          experiments: production
            ? browserRuntimeExperiments(Boolean(federation.exposes))
            : undefined,
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new FederationAssetsPlugin({ exposes: federation.exposes ?? {} }),
        ...(federation.exposes ? [] : [new DevRemotesManifestPlugin()]),
        // Production pages are pre-rendered; this page only serves the dev server.
        ...(production
          ? []
          : [
              new HtmlWebpackPlugin({
                template: html.template ?? path.join(__dirname, 'index.html.ejs'),
                templateParameters: { title: pkg.name, ...html.parameters },
                inject: 'body',
                // Only the app's own entry: the page must not run the remote container as a script.
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]),
        ...(production && publicDirs.length > 0
          ? [
              new CopyPlugin({
                // Built by their own builds, minified or not by their own choice: not minified
                // again here (the editor's 12 MB took Terser minutes of every shell build).
                patterns: publicDirs.map((from) => ({ from, info: { minimized: true } })),
              }),
            ]
          : []),
        defineConstants(pkg, define, false),
        // Subresource integrity for a remote's chunks (decision 384).
        ...(production && federation.exposes ? [new ChunkIntegrityPlugin()] : []),
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        runtimeChunk: false,
        splitChunks: production
          ? { cacheGroups: startChunks(Boolean(federation.exposes)) }
          : undefined,
      },
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
  }

  function serverConfig(outputPath) {
    return {
      name: 'server',
      mode: 'production',
      context: dir,
      target: 'async-node',
      entry: options.serverEntry ? { main: options.serverEntry } : {},
      output: {
        path: path.join(outputPath, SERVER_DIR),
        // No public path: the Node runtime plugin then loads a container's chunks from beside the
        // remoteEntry.js address it was registered with (over HTTP), or from disk for the shell.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: `${federation.name}_server`,
        library: options.serverEntry ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      devtool: false,
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: [...createModuleRules({ dir, server: true }), productionPackageRule()] },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          exposes: namedExposes(federation.exposes),
          remotes: {},
          shared: createSharedConfig(pkg),
          shareStrategy: 'loaded-first',
          library: { type: 'commonjs-module', name: federation.name },
          remoteType: 'script',
          // Loads remote containers and their chunks over HTTP in Node, as the browser does.
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          manifest: false,
          dts: false,
          dev: false,
        }),
        new MiniCssExtractPlugin(),
        defineConstants(pkg, define, true),
      ],
      // Readable stack traces from the pre-render; the Node build is never sent to a browser.
      optimization: { minimize: false, runtimeChunk: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }

  /**
   * The service worker is no module of the app: no federation, no shared modules, no chunks. Its
   * address is what the browser knows it by, so its name carries no hash (it is revalidated on
   * every visit). It is written after the browser build, whose clean would remove it.
   */
  function serviceWorkerConfig(outputPath, { entry, filename }) {
    return {
      name: 'service-worker',
      dependencies: ['browser'],
      mode: 'production',
      context: dir,
      target: 'webworker',
      entry,
      output: { path: outputPath, filename, clean: false },
      devtool: false,
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: createModuleRules({ dir, server: false }) },
      plugins: [defineConstants(pkg, define, false), ...precompressPlugins()],
      optimization: { runtimeChunk: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }

  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const outputPath = options.outputPath ?? process.env.APP_OUTPUT_PATH ?? path.join(dir, 'dist');
    if (!production) return browserConfig(false, outputPath);
    const configs = [
      browserConfig(true, outputPath),
      serverConfig(outputPath),
      ...(options.serviceWorker ? [serviceWorkerConfig(outputPath, options.serviceWorker)] : []),
    ];
    // A remote's build lists its files once its compilations have written theirs (decision 360).
    if (federation.exposes)
      releaseFilesPlugins({
        outputPath,
        workspace: pkg.name,
        sourceDir: dir,
        compilations: configs.length,
      }).forEach((plugin, index) => configs[index].plugins.push(plugin));
    return configs;
  };
}

module.exports = {
  createAppConfig,
  SERVER_DIR,
  // For another federation host than the shell (the editor at /admin/): the same loaders and
  // shared singletons, and the same runtime provided to the remotes (built with `externalRuntime`).
  createModuleRules,
  createSharedConfig,
  PROVIDE_RUNTIME_PLUGIN,
  browserRuntimeExperiments,
  productionPackageRule,
  fastMinimizer,
};
