module.exports = require('deploy/jest')({ dir: __dirname, environment: 'node' });
