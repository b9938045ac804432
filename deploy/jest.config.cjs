// The release commands publish content, which the content build sanitizes (sanitize-html).
module.exports = require('site-tooling/jest')({ dir: __dirname, withSanitizer: true });
