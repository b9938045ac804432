const path = require('node:path');
const { createAppConfig } = require('site-tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  // On its own, the remote shows its pages over the content build's page data.
  devDirs: [path.resolve(__dirname, '../content/dist')],
});
