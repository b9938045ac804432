const path = require('node:path');
const { createAppConfig } = require('deploy/webpack');
const federation = require('./federation.config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federation,
  devPort: 8082,
  // On its own, the remote shows its pages over the content build's page data.
  devDirs: [path.resolve(__dirname, '../content/dist')],
});
