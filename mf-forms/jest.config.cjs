const base = require('deploy/jest')({ dir: __dirname, environment: 'jsdom' });

module.exports = { ...base, setupFiles: ['<rootDir>/src/test/setupTests.ts'] };
