import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemotesManifest } from 'shared-lib/contracts';
import { SITE_ORIGINS_FILE, type SiteOrigins } from '../origins/siteOrigins';
import { checkContract, contractProblems } from './contractCheck';
import {
  checkVersionName,
  currentVersion,
  listVersions,
  readHistory,
  releasePath,
  releasesOf,
  REMOTE_WORKSPACES,
  remoteNameOf,
  writeAtomically,
  writeHistory,
} from './releaseStore';

export interface ReleaseContext {
  repoRoot: string;
  /** `{releasesRoot}/{workspace}/{version}/` */
  releasesRoot: string;
  /** The served shell build: its remotes.json and site-origins.json. */
  shellDist: string;
  /** Re-renders every page from the remotes manifest (npm run prerender); returns its exit code. */
  prerender: () => number;
  log: (line: string) => void;
}

export class ReleaseError extends Error {}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Every file read-only: a released version never changes (a new one is released instead). */
function makeReadOnly(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(file);
    else chmodSync(file, 0o444);
  }
}

/** A build folder holds other builds (mf-gifts/dist/campaigns/christmas): not part of this one. */
const isNestedBuild = (root: string, file: string) =>
  file !== root &&
  statSync(file).isDirectory() &&
  path.relative(root, file).split(path.sep).length === 2 &&
  existsSync(path.join(file, 'remoteEntry.js'));

export interface BuildOptions {
  workspace: string;
  version: string;
  /** An existing build to release as it is (no build), e.g. mf-gifts/dist/campaigns/christmas. */
  from?: string;
  /** mf-gifts' seasonal campaign (`campaigns/{name}.json`) to build. */
  campaign?: string;
}

/**
 * Builds one remote (or takes an existing build) into `{releases}/{workspace}/{version}/`, after
 * checking its contract; a version is never overwritten. Nothing else is built or served anew.
 */
export function releaseBuild(context: ReleaseContext, options: BuildOptions): string {
  const name = remoteNameOf(options.workspace);
  checkVersionName(options.version);
  const releasesDir = releasesOf(context.releasesRoot, options.workspace);
  const target = path.join(releasesDir, options.version);
  if (existsSync(target))
    throw new ReleaseError(
      `${options.workspace} ${options.version} is already released; versions never change, release a new one`,
    );
  const staging = path.join(releasesDir, `.staging-${options.version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    if (options.from) {
      const from = path.resolve(context.repoRoot, options.from);
      if (!existsSync(path.join(from, 'remoteEntry.js')))
        throw new ReleaseError(`${from} is not a build of a remote (no remoteEntry.js)`);
      cpSync(from, staging, {
        recursive: true,
        filter: (file) => !isNestedBuild(from, file),
      });
    } else {
      if (options.campaign && options.workspace !== 'mf-gifts')
        throw new ReleaseError('Only mf-gifts has campaigns');
      context.log(`Building ${options.workspace} into ${staging}...`);
      const result = spawnSync('npm', ['run', '--silent', 'build', '-w', options.workspace], {
        cwd: context.repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          APP_OUTPUT_PATH: staging,
          ...(options.campaign ? { GIFTS_CAMPAIGN: options.campaign } : {}),
        },
      });
      if (result.status !== 0)
        throw new ReleaseError(`The build of ${options.workspace} failed (exit ${result.status})`);
    }
    const problems = contractProblems(checkContract(name, staging));
    if (problems.length > 0)
      throw new ReleaseError(
        `${options.workspace} ${options.version} is refused: ${problems.join('; ')} (shared-lib/src/contracts)`,
      );
    makeReadOnly(staging);
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  context.log(`Released ${options.workspace} ${options.version} into ${target}`);
  return target;
}

function readSiteOrigins(shellDist: string): SiteOrigins {
  const file = path.join(shellDist, SITE_ORIGINS_FILE);
  if (!existsSync(file))
    throw new ReleaseError(
      `${file} is missing: serve the site first (npm run serve:nginx or npm run serve)`,
    );
  return readJson<SiteOrigins>(file);
}

/** The remoteEntry.js address of a version, or of the origin's root build for `null`. */
export function entryOf(origins: SiteOrigins, name: RemoteName, version: string | null): string {
  return `${origins.remotes[name]}${version ? releasePath(version) : '/'}remoteEntry.js`;
}

async function checkServed(entry: string): Promise<void> {
  for (const url of [entry, new URL('server/remoteEntry.js', entry).href]) {
    const response = await fetch(url, { cache: 'no-store' }).catch((error: Error) => {
      throw new ReleaseError(`${url} cannot be reached: ${error.message}`);
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('javascript'))
      throw new ReleaseError(`${url} answers ${response.status} ${type}, not a script`);
  }
}

/** Points the remote's entry of the manifest at `version` (atomically), then pre-renders. */
async function switchTo(
  context: ReleaseContext,
  name: RemoteName,
  version: string | null,
): Promise<void> {
  const origins = readSiteOrigins(context.shellDist);
  const entry = entryOf(origins, name, version);
  await checkServed(entry);
  const manifestFile = path.join(context.shellDist, 'remotes.json');
  const manifest = readJson<RemotesManifest>(manifestFile);
  manifest.remotes[name] = entry;
  writeAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  context.log(`remotes.json: ${name} → ${entry}`);
  const code = context.prerender();
  if (code !== 0)
    throw new ReleaseError(
      `The pre-render exited ${code}: the manifest is switched, some pages may show a fallback`,
    );
}

export async function releasePromote(
  context: ReleaseContext,
  workspace: string,
  version: string,
): Promise<void> {
  const name = remoteNameOf(workspace);
  checkVersionName(version);
  const releasesDir = releasesOf(context.releasesRoot, workspace);
  const dir = path.join(releasesDir, version);
  if (!existsSync(dir)) throw new ReleaseError(`${workspace} ${version} has not been released`);
  const problems = contractProblems(checkContract(name, dir));
  if (problems.length > 0)
    throw new ReleaseError(`${workspace} ${version} is refused: ${problems.join('; ')}`);
  await switchTo(context, name, version);
  const history = readHistory(releasesDir);
  history.promoted.push({ version, at: new Date().toISOString() });
  writeHistory(releasesDir, history);
  context.log(`Promoted ${workspace} ${version}`);
}

/** Back to the version promoted before the current one (or the origin's root build). */
export async function releaseRollback(context: ReleaseContext, workspace: string): Promise<string> {
  const name = remoteNameOf(workspace);
  const releasesDir = releasesOf(context.releasesRoot, workspace);
  const history = readHistory(releasesDir);
  const current = currentVersion(history);
  if (!current) throw new ReleaseError(`${workspace} has no promoted version to roll back`);
  const previous = history.promoted.at(-2)?.version ?? null;
  await switchTo(context, name, previous);
  writeHistory(releasesDir, { promoted: history.promoted.slice(0, -1) });
  const label = previous ?? 'the build at the origin root';
  context.log(`Rolled ${workspace} back from ${current} to ${label}`);
  return label;
}

export function releaseList(context: ReleaseContext, workspace?: string): string[] {
  const workspaces = workspace ? [workspace] : Object.values(REMOTE_WORKSPACES);
  const lines: string[] = [];
  for (const ws of workspaces) {
    remoteNameOf(ws);
    const releasesDir = releasesOf(context.releasesRoot, ws);
    const history = readHistory(releasesDir);
    const current = currentVersion(history);
    lines.push(`${ws} (serving ${current ?? 'the build at the origin root'})`);
    for (const { version, releasedAt } of listVersions(releasesDir)) {
      const marks = [
        version === current ? 'current' : '',
        current && history.promoted.at(-2)?.version === version ? 'rollback target' : '',
      ].filter(Boolean);
      lines.push(
        `  ${version.padEnd(24)} ${releasedAt.toISOString()}${marks.length ? `  (${marks.join(', ')})` : ''}`,
      );
    }
  }
  for (const line of lines) context.log(line);
  return lines;
}
