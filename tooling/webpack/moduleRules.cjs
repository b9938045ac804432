const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/**
 * The loaders of every app. CSS is always extracted to files: the browser build's stylesheets are
 * linked by the server-rendered page; the server build only needs the class names, so it emits no
 * CSS at all.
 * @param {{ dir: string, server: boolean }} options
 */
function createModuleRules({ dir, server }) {
  return [
    {
      test: /\.(m?ts|tsx)$/,
      // 'javascript/auto' keeps default imports of federated modules from turning into
      // namespace objects (seen with @module-federation/enhanced 2.9.2 and webpack 5.110.3).
      type: 'javascript/auto',
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        // shared-lib is TypeScript: installed from its package (a remote's own repository), its
        // sources are in node_modules.
        allowTsInNodeModules: true,
        configFile: path.join(dir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext' },
      },
    },
    {
      // A font file a module imports (shared-lib's loadWebFont): the import is its built address.
      test: /\.woff2$/,
      type: 'asset/resource',
      generator: { emit: !server },
    },
    {
      // A browser script the server writes into every page (the shell's starter): the import is
      // its text.
      test: /\.inline\.js$/,
      type: 'asset/source',
    },
    {
      test: /\.css$/,
      use: [
        { loader: MiniCssExtractPlugin.loader, options: { emit: !server } },
        require.resolve('css-loader'),
      ],
    },
  ];
}

module.exports = { createModuleRules };
