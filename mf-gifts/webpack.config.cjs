const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('site-tooling/webpack');

/**
 * The campaign is chosen at build time (`GIFTS_CAMPAIGN=christmas`), so a seasonal variant is the
 * same code with other config; marketing swaps it in by pointing the remotes manifest's `gifts`
 * entry at the variant's folder. It keeps the federation name `gifts`.
 */
/**
 * The campaign's checks are src/campaign/validateCampaign.ts, loaded here through tsx (it imports
 * shared-lib's calendar-date check), so the build fails with the same named errors the code uses.
 */
function loadValidator() {
  const { require: requireTs } = require('tsx/cjs/api');
  return requireTs('./src/campaign/validateCampaign.ts', __filename).validateCampaign;
}

function readCampaign(name) {
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`GIFTS_CAMPAIGN "${name}" is not a campaign name`);
  const file = path.join(__dirname, 'campaigns', `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`GIFTS_CAMPAIGN "${name}": ${file} does not exist`);
  return loadValidator()(JSON.parse(fs.readFileSync(file, 'utf8')), name);
}

const campaign = readCampaign(process.env.GIFTS_CAMPAIGN || 'default');
const variantOutput = process.env.APP_OUTPUT_PATH;

module.exports = createAppConfig({
  dir: __dirname,
  devDirs: [path.resolve(__dirname, '../content/dist')],
  define: { GIFTS_CAMPAIGN_CONFIG: JSON.stringify(campaign) },
  // The variant build goes to a folder given relative to this app (dist/campaigns/christmas).
  ...(variantOutput ? { outputPath: path.resolve(__dirname, variantOutput) } : {}),
  // Variant builds live in dist/campaigns/{name}/: rebuilding the default into dist/ keeps them.
  keepInOutput: /^campaigns([\\/]|$)/,
});
