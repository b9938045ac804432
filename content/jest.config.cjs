const base = require('../deploy/jest/createJestConfig.cjs')({ dir: __dirname });

/**
 * sanitize-html's parser (htmlparser2 10 and its helpers) is published as ES modules only, which
 * jest's CommonJS module system cannot load: those files go through ts-jest too.
 */
const ESM_ONLY = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '^.+\\.js$': [
      require.resolve('ts-jest'),
      {
        tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [
    `/node_modules/(?!(sanitize-html/node_modules/)?(${ESM_ONLY.join('|')})/)`,
  ],
};
