// The content build sanitizes rich text (sanitize-html): its parser needs transforming.
module.exports = require('../tooling/jest/createJestConfig.cjs')({
  dir: __dirname,
  withSanitizer: true,
});
