const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('site-tooling/webpack');

// Page data and images come from the content build; the HTML must carry the same build hash.
const contentDist = path.resolve(__dirname, '../content/dist');

function readBuildHash() {
  const file = path.join(contentDist, 'build-info.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run "npm run build -w content" first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).hash;
}

module.exports = createAppConfig({
  dir: __dirname,
  publicPath: '/',
  serverEntry: './src/server/index.ts',
  publicDirs: [contentDist],
  html: {
    template: path.join(__dirname, 'src/index.html.ejs'),
    parameters: { buildHash: readBuildHash() },
  },
  // At SERVICE_WORKER_PATH (shared-lib/routes): the root of the site, its scope (decision 331).
  serviceWorker: {
    entry: './src/service-worker/serviceWorker.ts',
    filename: 'service-worker.js',
  },
  runtimePlugins: [path.join(__dirname, 'src/app/shareNegotiationInTasks.ts')],
  // The tag manager's container (decision 170): empty, no tag manager.
  define: { GTM_CONTAINER_ID: process.env.GTM_CONTAINER_ID ?? '' },
});
