const config = require('site-tooling/jest')({ dir: __dirname, environment: 'node' });

// `#form-rules` is the shared form rules' source under the `source` condition (the build reads
// their compiled copy in dist/). One throwaway PostgreSQL serves the whole run: the suites run on
// SQLite and on it.
module.exports = {
  ...config,
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'source'] },
  globalSetup: '<rootDir>/src/testing/postgresGlobalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/postgresGlobalTeardown.ts',
};
