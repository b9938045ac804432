// The release commands publish content, which the content build sanitizes (sanitize-html).
const config = require('site-tooling/jest')({ dir: __dirname, withSanitizer: true });

/** The production install's test needs the builds: `npm run test:install`, after the build. */
module.exports = {
  ...config,
  testPathIgnorePatterns: [...config.testPathIgnorePatterns, '\\.install\\.test\\.ts$'],
};
