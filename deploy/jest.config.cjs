module.exports = require('../deploy/jest/createJestConfig.cjs')({ dir: __dirname });
