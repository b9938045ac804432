// The release commands publish content, which the content build sanitizes (sanitize-html). The
// site events suite runs on SQLite and on one throwaway PostgreSQL started for the whole run.
module.exports = {
  ...require('site-tooling/jest')({ dir: __dirname, withSanitizer: true }),
  globalSetup: require.resolve('forms-api/testing/postgres-global-setup'),
  globalTeardown: require.resolve('forms-api/testing/postgres-global-teardown'),
};
