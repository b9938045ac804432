const path = require('node:path');
const { createAppConfig } = require('deploy/webpack');
const federation = require('./federation.config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  federation,
  devPort: 8084,
  // On its own, the remote shows content pages whose form block it renders (see bootstrap.tsx).
  devDirs: [path.resolve(__dirname, '../content/dist')],
});
