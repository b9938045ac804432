module.exports = require('site-tooling/jest')({ dir: __dirname, environment: 'jsdom' });
