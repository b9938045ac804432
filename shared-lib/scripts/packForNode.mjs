/**
 * `npm pack` of shared-lib (prepack / postpack): the package a remote's own repository installs
 * (docs/own-repository.md). Its modules that Node reads as they are (type stripping: the
 * registry of the apps, the release files and artifacts) cannot be read so from node_modules,
 * where Node strips no types: the packed package carries them as JavaScript, with their types
 * stripped, under node/, and its exports name those. The repository's package.json is put back
 * after the pack. Its other modules stay TypeScript, compiled by site-tooling's factories.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const packageFile = path.join(root, 'package.json');
const kept = path.join(root, 'package.in-repository.json');
const nodeDir = path.join(root, 'node');

function prepare() {
  if (existsSync(kept))
    throw new Error(
      `${kept} is there: a pack was stopped half-way. Put it back as package.json (node scripts/packForNode.mjs restore), then pack again`,
    );
  const text = readFileSync(packageFile, 'utf8');
  const manifest = JSON.parse(text);
  rmSync(nodeDir, { recursive: true, force: true });
  for (const [key, target] of Object.entries(manifest.exports)) {
    if (!target.endsWith('.mts')) continue;
    const source = path.join(root, target);
    const out = path
      .join(nodeDir, path.relative(path.join(root, 'src'), source))
      .replace(/\.mts$/, '.mjs');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, stripTypeScriptTypes(readFileSync(source, 'utf8'), { mode: 'strip' }));
    manifest.exports[key] = `./${path.relative(root, out)}`;
  }
  writeFileSync(kept, text);
  writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

function restore() {
  if (existsSync(kept)) renameSync(kept, packageFile);
  rmSync(nodeDir, { recursive: true, force: true });
}

const step = process.argv[2];
if (step === 'prepare') prepare();
else if (step === 'restore') restore();
else throw new Error('Usage: node scripts/packForNode.mjs prepare|restore');
