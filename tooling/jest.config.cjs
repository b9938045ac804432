module.exports = require('./jest/createJestConfig.cjs')({ dir: __dirname });
