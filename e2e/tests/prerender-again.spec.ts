import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pinnedReleaseOf, releaseLog, runRelease } from '../support/releases';
import { REPO_ROOT, SITE_URL } from '../support/site';

// `npm run prerender` renders every page again as a new generation and switches to it: the
// served pages name the new generation (in their HTML and in a response header), and no app is
// built again.

const BUILT_FILES = [
  'shell/dist/server/main.js',
  'shell/dist/build-info.json',
  'mf-gifts/dist/remoteEntry.js',
  'mf-gifts/dist/campaigns/christmas/remoteEntry.js',
];

const builtAt = () => BUILT_FILES.map((file) => statSync(path.join(REPO_ROOT, file)).mtimeMs);

async function servedGeneration(): Promise<{ header: string | null; html: string }> {
  const response = await fetch(`${SITE_URL}/gift-generator/`);
  return {
    header: response.headers.get('x-site-generation'),
    html: pinnedReleaseOf(await response.text()).generation,
  };
}

test('pre-rendering again serves a new generation, names it and builds nothing', async () => {
  test.setTimeout(90_000);
  const before = builtAt();
  const first = await servedGeneration();
  expect(first.header).toMatch(/^\d{6}$/);
  expect(first.html).toBe(first.header);

  const result = await runRelease(['rerender', '--reason', 'e2e']);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/Switched to generation \d{6} \(was \d{6}\): \d+ pages/);

  const second = await servedGeneration();
  expect(Number(second.header)).toBeGreaterThan(Number(first.header));
  expect(second.html).toBe(second.header);
  expect(releaseLog().at(-1)).toMatchObject({ action: 'rerender', generation: second.header });
  expect(builtAt()).toEqual(before);
});
