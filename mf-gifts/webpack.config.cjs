const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const ts = require('typescript');
const { createAppConfig } = require('deploy/webpack');

/**
 * The campaign is chosen at build time (`GIFTS_CAMPAIGN=christmas`), so a seasonal variant is the
 * same code with other config; marketing swaps it in by pointing the remotes manifest's `gifts`
 * entry at the variant's folder. It keeps the federation name `gifts`.
 */
/**
 * The campaign's checks are src/campaign/validateCampaign.ts, compiled here with TypeScript's
 * transpiler (it has no imports), so the build fails with the same named errors the code uses.
 */
function loadValidator() {
  const file = path.join(__dirname, 'src/campaign/validateCampaign.ts');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const compiled = new Module(file, module);
  compiled.filename = file;
  compiled._compile(outputText, file);
  return compiled.exports.validateCampaign;
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
