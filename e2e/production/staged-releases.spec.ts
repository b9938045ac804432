import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import {
  pinnedReleaseOf,
  release,
  releaseLog,
  runRelease,
  servedManifest,
} from '../support/releases';
import { REMOTE_ORIGINS, SITE_URL } from '../support/site';

// Candidates rendered ahead (served by nginx, as in production): marketing stages the Christmas
// gift guide and looks at it through its preview address while shoppers keep the live site;
// promoting it is a switch to the very generation previewed; a schedule promotes it at its time
// and rolls it back at its end, by itself.

test.describe.configure({ mode: 'serial' });

const XMAS = 'staged-xmas';
const XMAS_ENTRY = `${REMOTE_ORIGINS.gifts}/releases/${XMAS}/remoteEntry.js`;
const ROOT_ENTRY = `${REMOTE_ORIGINS.gifts}/remoteEntry.js`;
const PREVIEW_ADDRESS = /^(http:\/\/\S+\/__preview\/[\w-]+\/)$/m;

/** An instant a few seconds from now, in ISO 8601 with its offset. */
const timeIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

test.beforeAll(async () => {
  // Released and staged at once, as a team's upload is; marketing stages it again below.
  await release(
    'build',
    'mf-gifts',
    XMAS,
    '--from',
    'mf-gifts/dist/campaigns/christmas',
    '--as',
    'marketing',
  );
});

test.afterEach(async () => {
  if ((await servedManifest()).gifts !== ROOT_ENTRY) await release('rollback', 'mf-gifts');
});

test('a staged candidate is previewed whole in one browser, never indexed, then promoted as previewed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staged = await release('stage', 'mf-gifts', XMAS, '--as', 'marketing');
  const address = PREVIEW_ADDRESS.exec(staged)?.[1];
  expect(address, staged).toBeDefined();
  expect((await servedManifest()).gifts).toBe(ROOT_ENTRY);

  // Marketing opens the preview: the whole site as it will be, server-rendered and hydrated.
  const marketing = await browser.newContext();
  const preview = await marketing.newPage();
  await preview.goto(`${address}gift-generator/`);
  await expect(preview).toHaveURL(`${SITE_URL}/gift-generator/`);
  await waitForHydration(preview);
  await expect(preview.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Christmas gift guide',
  );
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
    `Preview of mf-gifts ${XMAS}: not live yet.`,
  );
  const previewed = await preview.request.get('/gift-generator/');
  expect(previewed.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const previewHtml = await previewed.text();
  expect(previewHtml).toContain('<meta name="robots" content="noindex, nofollow">');
  const candidate = pinnedReleaseOf(previewHtml);
  expect(candidate.remotes.gifts!.entry).toBe(XMAS_ENTRY);
  // Any page of the site, in the same browser.
  await preview.goto('/stores/');
  await expect(preview.getByRole('region', { name: 'Preview' })).toBeVisible();

  // A shopper meanwhile: the live site, indexable, nothing of the candidate.
  const shopper = await fetch(`${SITE_URL}/gift-generator/`);
  expect(shopper.headers.get('x-robots-tag')).toBeNull();
  const live = await shopper.text();
  expect(live).not.toContain('site-preview-banner');
  expect(pinnedReleaseOf(live).remotes.gifts!.entry).toBe(ROOT_ENTRY);

  // Promoting is a switch to the generation marketing looked at, not a render of another.
  const promoted = await release('promote', 'mf-gifts', XMAS, '--as', 'marketing');
  expect(promoted).toContain(`generation ${candidate.generation} served`);
  const after = await fetch(`${SITE_URL}/gift-generator/`);
  expect(after.headers.get('x-site-generation')).toBe(candidate.generation);
  expect(await after.text()).not.toContain('site-preview-banner');
  // The preview address is gone with the candidate: its browser gets the live site.
  await expect
    .poll(async () => (await preview.request.get('/gift-generator/')).headers()['x-robots-tag'])
    .toBeUndefined();
  await marketing.close();
  expect(releaseLog().slice(-2)).toMatchObject([
    { action: 'stage', actor: 'marketing', generation: candidate.generation },
    { action: 'promote', actor: 'marketing', generation: candidate.generation },
  ]);

  // The rollback is a switch back to the generation served before.
  const back = await release('rollback', 'mf-gifts');
  expect(back).toMatch(
    /Rolled mf-gifts back from staged-xmas to origin root: generation \d{6} served/,
  );
  expect(back).not.toContain('rendered');
});

test('a schedule promotes at its time, never before, and rolls back at its end', async () => {
  test.setTimeout(150_000);
  const at = timeIn(15);
  const until = timeIn(30);
  const scheduled = await release(
    'schedule',
    'mf-gifts',
    XMAS,
    '--at',
    at,
    '--until',
    until,
    '--as',
    'marketing',
  );
  expect(scheduled).toMatch(/^Scheduled mf-gifts staged-xmas at /m);
  expect(scheduled).toMatch(PREVIEW_ADDRESS);
  const id = /\(schedule (s-[0-9a-f]+)\)/.exec(scheduled)![1]!;
  const status = JSON.parse(await release('status', '--json')) as {
    document: { schedules: { id: string; state: string }[] };
  };
  expect(status.document.schedules.find((one) => one.id === id)?.state).toBe('waiting');
  expect(await release('status')).toMatch(
    new RegExp(`${id} +mf-gifts staged-xmas at .* \\(waiting, by marketing\\)`),
  );

  const atMillis = Date.parse(at);
  const served: { time: number; gifts: string }[] = [];
  while (Date.now() < Date.parse(until) + 30_000) {
    served.push({ time: Date.now(), gifts: (await servedManifest()).gifts! });
    if (served.at(-1)!.gifts === ROOT_ENTRY && served.some((one) => one.gifts === XMAS_ENTRY))
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const first = served.find((one) => one.gifts === XMAS_ENTRY);
  expect(first, 'the schedule never promoted').toBeDefined();
  // Never before its time, and within a minute after it.
  expect(first!.time).toBeGreaterThanOrEqual(atMillis);
  expect(first!.time - atMillis).toBeLessThan(60_000);
  expect(served.at(-1)!.gifts).toBe(ROOT_ENTRY);
  const log = releaseLog();
  expect(log.at(-1)).toMatchObject({ action: 'rollback', actor: `schedule ${id} (by marketing)` });
  const ended = JSON.parse(await release('status', '--json')) as {
    document: { schedules: { id: string; state: string }[] };
  };
  expect(ended.document.schedules.find((one) => one.id === id)?.state).toBe('ended');
});

test('a schedule can be cancelled, and bad times are refused naming them, changing nothing', async () => {
  const past = await runRelease(['schedule', 'mf-gifts', XMAS, '--at', '2020-01-01T00:00']);
  expect(past.code).not.toBe(0);
  expect(past.stderr).toMatch(/--at 2019-12-31T13:00:00.000Z is not in the future/);
  const nonsense = await runRelease(['schedule', 'mf-gifts', XMAS, '--at', 'tomorrow']);
  expect(nonsense.stderr).toContain('--at tomorrow is not a time: ISO 8601');
  const scheduled = await release('schedule', 'mf-gifts', XMAS, '--at', '2031-12-01T00:00');
  const id = /\(schedule (s-[0-9a-f]+)\)/.exec(scheduled)![1]!;
  expect(await release('unschedule', id)).toContain(`Cancelled schedule ${id}`);
  expect((await servedManifest()).gifts).toBe(ROOT_ENTRY);
});
