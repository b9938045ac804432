const config = require('site-tooling/jest')({ dir: __dirname, environment: 'node' });

// `#form-rules` is the shared form rules' source under the `source` condition (the build reads
// their compiled copy in dist/).
module.exports = {
  ...config,
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons', 'source'] },
};
