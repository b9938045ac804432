// The release commands publish content, which the content build sanitizes (sanitize-html).
module.exports = require('./jest/createJestConfig.cjs')({ dir: __dirname, withSanitizer: true });
