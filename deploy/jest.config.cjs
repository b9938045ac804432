// The release commands publish content, which the content build sanitizes (sanitize-html). The
// site events suite runs on SQLite and on one throwaway PostgreSQL started for the whole run.
const config = require('site-tooling/jest')({ dir: __dirname, withSanitizer: true });

/** The production install's test needs the builds: `npm run test:install`, after the build. */
module.exports = {
  ...config,
  testPathIgnorePatterns: [...config.testPathIgnorePatterns, '\\.install\\.test\\.ts$'],
  globalSetup: require.resolve('forms-api/testing/postgres-global-setup'),
  globalTeardown: require.resolve('forms-api/testing/postgres-global-teardown'),
};
