import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { E2E_RELEASES_DIR, E2E_SITE_CONFIG, pinnedReleaseOf, release } from '../support/releases';
import { recordScripts } from '../support/scriptOrigins';
import { REMOTE_ORIGINS, REPO_ROOT, SITE_URL } from '../support/site';

// A remote's team ships from its own repository (docs/own-repository.md): mf-gifts copied to a
// folder outside this one, built against the packed shared-lib and site-tooling and the public
// packages only, packed into a release artifact and uploaded with the team's token to the site
// served by nginx, whose preview address then serves it.

const VERSION = 'own-repo-1';
const PREVIEW_ADDRESS = /^(http:\/\/\S+\/__preview\/[\w-]+\/)$/;

/** The environment of a command of the team's CI: none of this repository's npm settings. */
const teamEnv = (extra: Record<string, string> = {}) => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('npm_') && !name.startsWith('RELEASE_') && name !== 'INIT_CWD',
    ),
  ),
  ...extra,
});

/** Runs a command without blocking the test; rejects with its output when it fails. */
function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = teamEnv(),
): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(
      command,
      args,
      { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${stdout}${stderr}`))
          : resolve(stdout),
    ),
  );
}

const lastLine = (output: string) => output.trim().split('\n').at(-1)!;

test('mf-gifts built, packed and uploaded from a folder outside the repository is served at its preview', async ({
  browser,
}) => {
  test.setTimeout(15 * 60_000);
  const outside = mkdtempSync(path.join(tmpdir(), 'own-repository-'));
  try {
    // The packages a team builds against, as `npm pack` makes them (from copies: the suite
    // never changes the repository's files).
    const packs = path.join(outside, 'packs');
    mkdirSync(packs);
    const tarballs: Record<string, string> = {};
    for (const [folder, name] of [
      ['shared-lib', 'shared-lib'],
      ['tooling', 'site-tooling'],
    ] as const) {
      const copy = path.join(outside, 'packages', folder);
      cpSync(path.join(REPO_ROOT, folder), copy, {
        recursive: true,
        filter: (file) => !file.includes(`${path.sep}node_modules`),
      });
      await run('npm', ['pack', '--pack-destination', packs], copy);
      const version = (
        JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      tarballs[name] = `file:${path.join(packs, `${name}-${version}.tgz`)}`;
    }

    // The team's repository: mf-gifts' sources, its own git history, the packages above.
    const team = path.join(outside, 'gifts-remote');
    cpSync(path.join(REPO_ROOT, 'mf-gifts'), team, {
      recursive: true,
      filter: (file) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.relative(REPO_ROOT, file)),
    });
    const manifest = JSON.parse(readFileSync(path.join(team, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    manifest.dependencies['shared-lib'] = tarballs['shared-lib']!;
    manifest.devDependencies['site-tooling'] = tarballs['site-tooling']!;
    writeFileSync(path.join(team, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const git = (...args: string[]) =>
      run(
        'git',
        ['-c', 'user.name=Gifts team', '-c', 'user.email=gifts@example.com', ...args],
        team,
      );
    await git('init', '--quiet');
    await git('add', '.');
    await git('commit', '--quiet', '-m', 'The gift guide');
    const commit = (await git('rev-parse', 'HEAD')).trim();

    // Its CI: install (the public registry, through the npm cache), build, pack.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], team);
    await run('npm', ['run', 'build'], team);
    const packed = await run('npx', ['site-release', 'pack', VERSION], team);
    const artifact = lastLine(packed);
    expect(artifact).toBe(path.join(team, 'artifacts', `mf-gifts-${VERSION}.tar.gz`));
    console.log(`${packed.trim().split('\n').at(-2)} (${statSync(artifact).size} bytes)`);

    // The site's operator gives the team its token.
    const token = lastLine(
      await release('token', 'create', 'mf-gifts', '--name', 'gifts-own-repo'),
    );
    expect(token).toMatch(/^rt_[\w-]{43}$/);

    // The upload, with the token in the environment as a CI secret.
    const { host, port } = E2E_SITE_CONFIG.listen.releaseService;
    const started = Date.now();
    const uploaded = await run(
      'npx',
      ['site-release', 'upload', artifact, '--to', `http://${host}:${port}`],
      team,
      teamEnv({ RELEASE_TOKEN: token }),
    );
    const address = PREVIEW_ADDRESS.exec(lastLine(uploaded))?.[1];
    expect(address, uploaded).toBeDefined();
    expect(uploaded).toMatch(
      new RegExp(`^Received mf-gifts ${VERSION} from gifts-own-repo: `, 'm'),
    );

    // The preview serves it: server-rendered with the release, hydrated in a browser.
    const releaseFiles = `${REMOTE_ORIGINS.gifts}/releases/${VERSION}/`;
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${address}gift-generator/`);
    await expect(page).toHaveURL(`${SITE_URL}/gift-generator/`);
    const served = (Date.now() - started) / 1000;
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Gift guide',
    );
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
      `Preview of mf-gifts ${VERSION}: not live yet.`,
    );
    const html = await (await page.request.get('/gift-generator/')).text();
    expect(pinnedReleaseOf(html).remotes.gifts!.entry).toBe(`${releaseFiles}remoteEntry.js`);
    expect(scripts.some((url) => url.startsWith(releaseFiles))).toBe(true);
    await context.close();
    console.log(`From the upload's start to its preview served: ${served.toFixed(1)} s`);

    // The release is the team's build, from the team's commit.
    const list = JSON.parse(
      readFileSync(path.join(E2E_RELEASES_DIR, 'mf-gifts', VERSION, 'files.json'), 'utf8'),
    ) as { version: string; commit: string };
    expect(list).toMatchObject({ version: VERSION, commit });
  } finally {
    rmSync(outside, { recursive: true, force: true });
    await release('discard', 'mf-gifts', VERSION).catch(() => undefined);
    await release('token', 'revoke', 'gifts-own-repo').catch(() => undefined);
  }
});
