import { createHash } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_RELEASES_DIR, release, runRelease, servedManifest } from '../support/releases';
import { REMOTE_ORIGINS, SITE_PORT, SITE_URL } from '../support/site';

// The release service's pre-render runs a remote's Node container only as its release listed it
// (files.json, written when the release was made): a release whose server bundle was changed
// afterwards is refused before any of it runs, naming the release, the file and both hashes,
// and the site keeps what it serves. Neither the Node containers nor the source maps are served.

const VERSION = 'pinned-xmas';
/** What the changed bundle would leave behind if the pre-render ran it. */
const MARKER = path.join(tmpdir(), `outlet-e2e-pinned-${SITE_PORT}.ran`);

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('a release whose Node container changed after it was made is refused, and nothing changes', async () => {
  test.setTimeout(120_000);
  rmSync(MARKER, { force: true });
  const servedBefore = await servedManifest();
  const generationBefore = (await fetch(`${SITE_URL}/`)).headers.get('x-site-generation');
  await release('build', 'mf-gifts', VERSION, '--from', 'mf-gifts/dist/campaigns/christmas');
  const folder = path.join(E2E_RELEASES_DIR, 'mf-gifts', VERSION);
  const entry = path.join(folder, 'server', 'remoteEntry.js');
  const listed = (
    JSON.parse(readFileSync(path.join(folder, 'files.json'), 'utf8')) as {
      files: Record<string, string>;
    }
  ).files['server/remoteEntry.js'];
  expect(listed).toBe(sha256(entry));

  // Someone with access to the releases folder changes the released Node container.
  chmodSync(entry, 0o644);
  appendFileSync(entry, `\n;require('fs').writeFileSync(${JSON.stringify(MARKER)}, 'ran');\n`);
  const changed = sha256(entry);

  const staged = await runRelease(['stage', 'mf-gifts', VERSION, '--as', 'e2e']);
  expect(staged.code, staged.stdout).not.toBe(0);
  const said = `${staged.stdout}${staged.stderr}`;
  expect(said).toContain(
    `mf-gifts ${VERSION} (${folder}) is refused: server/remoteEntry.js has SHA-256 ${changed}, its files.json lists ${listed}; nothing of it was run`,
  );
  expect(existsSync(MARKER)).toBe(false);
  expect(await servedManifest()).toEqual(servedBefore);
  expect((await fetch(`${SITE_URL}/`)).headers.get('x-site-generation')).toBe(generationBefore);
  const status = JSON.parse(await release('status', '--json')) as {
    document: { candidates: { id: string }[] };
  };
  expect(status.document.candidates.map((candidate) => candidate.id)).not.toContain(
    `mf-gifts@${VERSION}`,
  );
});

test("no remote's Node container and no source map is served", async () => {
  const gifts = REMOTE_ORIGINS.gifts;
  await release('build', 'mf-gifts', `${VERSION}-2`, '--from', 'mf-gifts/dist/campaigns/christmas');
  const assets = (await (await fetch(`${gifts}/federation-assets.json`)).json()) as {
    entry: { js: string[] };
  };
  const script = assets.entry.js[0]!;
  const answers: Record<string, number> = {};
  for (const address of [
    `${gifts}/server/remoteEntry.js`,
    `${gifts}/releases/${VERSION}-2/server/remoteEntry.js`,
    `${gifts}/campaigns/christmas/server/remoteEntry.js`,
    `${gifts}/${script}.map`,
    `${SITE_URL}/server/main.js`,
    `${gifts}/${script}`,
  ])
    answers[address] = (await fetch(address)).status;
  expect(answers).toEqual({
    [`${gifts}/server/remoteEntry.js`]: 404,
    [`${gifts}/releases/${VERSION}-2/server/remoteEntry.js`]: 404,
    [`${gifts}/campaigns/christmas/server/remoteEntry.js`]: 404,
    [`${gifts}/${script}.map`]: 404,
    [`${SITE_URL}/server/main.js`]: 404,
    [`${gifts}/${script}`]: 200,
  });
  // The scripts no longer name their maps either.
  expect(await (await fetch(`${gifts}/${script}`)).text()).not.toContain('sourceMappingURL');
});
