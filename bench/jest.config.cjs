module.exports = require('deploy/jest')({ dir: __dirname });
