#!/usr/bin/env node
/**
 * `site-release`: what a remote's team runs in its own repository's CI, after `npm run build`
 * (docs/own-repository.md): packs the build into a release artifact, uploads it to the site's
 * release service with the team's token, and promotes it when the token may. The artifact and
 * the upload are shared-lib's, as `npm run release -- pack` and `upload` make and send them.
 */
const path = require('node:path');
const { packBuild } = require('shared-lib/release-artifact');
const { promoteRelease, uploadReleaseArtifact } = require('shared-lib/release-upload');

const USAGE = `Usage, in a remote's folder (its package.json names its workspace):
  site-release pack <version> [--from <build folder>] [--out <folder>]
      the build (dist/ by default) as one release artifact, <out>/<workspace>-<version>.tar.gz
      (./artifacts by default); its path is printed on the last line
  site-release upload <artifact> --to <release service address> [--token <token>]
      sends it to the release service, which checks every file, releases and stages it; the
      preview address is printed on the last line
  site-release promote <version> --to <release service address> [--token <token>]
      makes the staged release live (a token made with --may-promote only)
The token is --token or RELEASE_TOKEN (better: it stays out of the process list).`;

/** The value after `--{name}`, or undefined. */
function option(args, name) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

const positional = (args) =>
  args.filter((arg, index) => !arg.startsWith('--') && !(args[index - 1] ?? '').startsWith('--'));

function required(value, what) {
  if (!value) throw new Error(`${what} is missing\n${USAGE}`);
  return value;
}

async function main(args, cwd) {
  const [command, word] = positional(args);
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const workspace = () => require(path.join(cwd, 'package.json')).name;
  const service = () => ({
    to: required(option(args, 'to'), '--to <release service address>'),
    token: required(
      option(args, 'token') ?? process.env.RELEASE_TOKEN,
      '--token (or RELEASE_TOKEN)',
    ),
  });
  if (command === 'pack') {
    const version = required(word, 'The version');
    const packed = await packBuild(path.resolve(cwd, option(args, 'from') ?? 'dist'), {
      workspace: workspace(),
      version,
      outDir: path.resolve(cwd, option(args, 'out') ?? 'artifacts'),
    });
    console.log(
      `Packed ${packed.list.workspace} ${version} (commit ${packed.list.commit ?? 'unknown'}, built ${packed.list.builtAt}): ${Object.keys(packed.list.files).length} files, ${(packed.bytes / 1024 / 1024).toFixed(1)} MB, in ${took()}`,
    );
    console.log(packed.file);
    return;
  }
  if (command === 'upload') {
    const file = path.resolve(cwd, required(word, 'The artifact'));
    const answer = await uploadReleaseArtifact(file, service());
    for (const line of answer.said) console.log(line);
    return;
  }
  if (command === 'promote') {
    const version = required(word, 'The version');
    const answer = await promoteRelease({ workspace: workspace(), version }, service());
    for (const line of answer.said) console.log(line);
    return;
  }
  throw new Error(USAGE);
}

if (require.main === module) {
  const started = Date.now();
  main(process.argv.slice(2), process.cwd()).catch((error) => {
    console.error(error.message);
    console.error(`Nothing was released (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    process.exit(1);
  });
}

module.exports = { main };
