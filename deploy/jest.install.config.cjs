// The hosting on a production install (`npm run test:install`): after `npm run build`.
const config = require('site-tooling/jest')({ dir: __dirname, withSanitizer: true });

module.exports = {
  ...config,
  testMatch: ['<rootDir>/**/*.install.test.ts'],
  testTimeout: 300_000,
};
