import { expect, test, type Page } from '@playwright/test';
import { canberraWallClock } from 'shared-lib/clock';
import { waitForHydration } from '../support/hydration';
import {
  pinnedReleaseOf,
  release,
  releaseLog,
  runRelease,
  servedManifest,
} from '../support/releases';
import { REMOTE_ORIGINS, SITE_URL } from '../support/site';
import { account, EDITOR, signIn } from './support/accounts';
import { visit } from './support/siteVisits';

// The release console (decision 402) through nginx, as marketing uses it: the Christmas campaign
// (a release of mf-gifts a team uploaded) staged, previewed, scheduled half a minute ahead and seen
// going live, then rolled back; each with one button, through the release service. And a canary
// a team started: its share and figures, aborted with one button.

test.describe.configure({ mode: 'serial' });

const XMAS = `console-xmas-${Date.now().toString(36)}`;
const XMAS_ENTRY = `${REMOTE_ORIGINS.gifts}/releases/${XMAS}/remoteEntry.js`;
const ROOT_ENTRY = `${REMOTE_ORIGINS.gifts}/remoteEntry.js`;

/** Canberra's wall clock `seconds` from now, as the console's time fields take it. */
const canberraFieldIn = (seconds: number) =>
  canberraWallClock(new Date(Date.now() + seconds * 1000))
    .toISOString()
    .slice(0, 19);

const giftsRow = (page: Page) => page.locator('tr[data-workspace="mf-gifts"]');
const result = (page: Page) => page.getByRole('status');
const canaryPanel = (page: Page) => page.getByRole('region', { name: /^Canary: / });

test.beforeAll(async () => {
  // The gifts team's upload: released (and staged, which marketing's stage below renders again).
  await release(
    'build',
    'mf-gifts',
    XMAS,
    '--from',
    'mf-gifts/dist/campaigns/christmas',
    '--as',
    'gifts-ci',
  );
  await release('discard', 'mf-gifts', XMAS);
});

test.afterEach(async () => {
  // A canary left running (a first visit is given a cohort only then) is ended first.
  if ((await visit('/')).setCookie?.includes('site_cohort='))
    await runRelease(['abort', 'mf-gifts']);
  if ((await servedManifest()).gifts !== ROOT_ENTRY) await release('rollback', 'mf-gifts');
});

test('marketing stages the Christmas campaign, previews it, schedules it half a minute ahead, sees it live, and rolls it back', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const email = await account('marketing');
  await signIn(page, email, '/admin/releases/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page.getByRole('banner')).toContainText(`${email} (marketing)`);
  await expect(giftsRow(page)).toContainText('build');

  // Stage: the candidate and its preview address.
  await page.getByLabel('Version of mf-gifts').selectOption(XMAS);
  await page.getByRole('button', { name: 'Stage', exact: true }).click();
  await expect(result(page)).toContainText(
    `Stage mf-gifts ${XMAS}: staged, preview at ${SITE_URL}/__preview/`,
    {
      timeout: 60_000,
    },
  );
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: `Open the preview of mf-gifts ${XMAS}` }).click(),
  ]);
  await preview.waitForURL(`${SITE_URL}/`);
  await preview.goto(`${SITE_URL}/gift-generator/`);
  await waitForHydration(preview);
  await expect(preview.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Christmas gift guide',
  );
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText(
    `Preview of mf-gifts ${XMAS}: not live yet.`,
  );
  await preview.close();
  expect((await servedManifest()).gifts).toBe(ROOT_ENTRY);

  // Schedule half a minute ahead until an hour later (Canberra time); watch it go live by itself.
  await page.getByLabel('Live from').fill(canberraFieldIn(30));
  await page.getByLabel('Until (optional)').fill(canberraFieldIn(3600));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(result(page)).toContainText(`Schedule mf-gifts ${XMAS}:`, { timeout: 60_000 });
  await expect(result(page)).not.toContainText('refused');
  const planned = page.locator('li[data-schedule]', { hasText: XMAS });
  await expect(planned).toHaveAttribute('data-schedule', 'waiting');
  expect((await servedManifest()).gifts).toBe(ROOT_ENTRY);
  await expect(giftsRow(page)).toContainText(XMAS, { timeout: 120_000 });
  await expect(planned).toHaveAttribute('data-schedule', 'live');
  await expect(giftsRow(page)).toContainText(email);
  expect((await servedManifest()).gifts).toBe(XMAS_ENTRY);

  // Roll back with one button: live again without it, said with the generation and the time.
  await giftsRow(page).getByRole('button', { name: 'Roll back mf-gifts' }).click();
  await expect(result(page)).toContainText(
    /Roll back mf-gifts: live, generation \d{6} since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Canberra time\)/,
    { timeout: 60_000 },
  );
  await expect(giftsRow(page)).toContainText('build');
  expect((await servedManifest()).gifts).toBe(ROOT_ENTRY);
  // Its end is not needed any more: cancelled with one button too.
  await planned.getByRole('button', { name: 'Cancel this schedule' }).click();
  await expect(planned).toHaveAttribute('data-schedule', 'cancelled');
  // The release log names the person for what they did, and the schedule they made for its
  // promote (it may also stage its end, by itself).
  const logged = releaseLog().filter((entry) => entry.actor.includes(email));
  expect(logged.filter((entry) => entry.actor === email).map((entry) => entry.action)).toEqual([
    'stage',
    'schedule',
    'rollback',
    'unschedule',
  ]);
  expect(
    logged
      .filter((entry) => entry.actor !== email)
      .map((entry) => [entry.actor.replace(/^schedule \S+/, 'schedule'), entry.action]),
  ).toContainEqual([`schedule (by ${email})`, 'promote']);
});

test('promote with one button: live in seconds, said with the generation; a refusal says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await account('marketing'), '/admin/releases/');
  await page.getByLabel('Version of mf-gifts').selectOption(XMAS);
  await page.getByRole('button', { name: 'Stage', exact: true }).click();
  await expect(result(page)).toContainText('staged, preview at', { timeout: 60_000 });
  const started = Date.now();
  await page.getByRole('button', { name: `Promote mf-gifts ${XMAS}`, exact: true }).click();
  await expect(result(page)).toContainText(`Promote mf-gifts ${XMAS}: live, generation`, {
    timeout: 60_000,
  });
  const seconds = (Date.now() - started) / 1000;
  test
    .info()
    .annotations.push({ type: 'promote-to-live-seconds', description: seconds.toFixed(2) });
  console.log(`Promote → live in the console: ${seconds.toFixed(2)} s`);
  expect((await servedManifest()).gifts).toBe(XMAS_ENTRY);
  // A schedule in the past is refused by the release service, and the console says its reason.
  await page.getByLabel('Live from').fill('2020-01-01T00:00:00');
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(result(page)).toContainText(`Schedule mf-gifts ${XMAS} refused:`, {
    timeout: 30_000,
  });
});

test("a team's canary of mf-gifts: marketing sees its share and figures and aborts it with one button; another team sees it without the button", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The gifts team starts the canary, as its runbook says (docs/canary-releases.md), while an
  // admin makes the two accounts.
  const stable = (await visit('/')).generation!;
  const [started, storesEmail, email] = await Promise.all([
    release('canary', 'mf-gifts', XMAS, '--percent', '25', '--as', 'gifts-ci'),
    account('team-stores'),
    account('marketing'),
  ]);
  const canary = /generation (\d+) for 25% of first visits/.exec(started)?.[1];
  expect(canary).toBeTruthy();
  // Shoppers of each cohort load pages: the figures' page loads (from nginx's access log).
  const cohorts = ['canary', 'canary', 'canary', 'stable', 'stable'];
  const visits = await Promise.all(cohorts.map((cohort) => visit('/', `site_cohort=${cohort}`)));
  expect(visits.map((answer) => answer.generation)).toEqual(
    cohorts.map((cohort) => (cohort === 'canary' ? canary : stable)),
  );

  // A team of another remote sees the canary, and may not abort it.
  const storesContext = await browser.newContext();
  const stores = await storesContext.newPage();
  await signIn(stores, storesEmail, '/admin/releases/');
  await expect(canaryPanel(stores).getByRole('heading')).toHaveText(`Canary: mf-gifts ${XMAS}`);
  await expect(canaryPanel(stores).getByRole('button')).toHaveCount(0);
  const refused = await stores.request.post(`${EDITOR}/admin/api/releases/commands`, {
    headers: { Origin: EDITOR, 'Content-Type': 'application/json' },
    data: JSON.stringify({ command: 'abort', args: { workspace: 'mf-gifts' } }),
  });
  expect([refused.status(), (await refused.json()) as unknown]).toEqual([
    403,
    { error: 'team-stores accounts release mf-stores, not mf-gifts' },
  ]);
  await storesContext.close();

  // Marketing releases mf-gifts, on a phone: the canary, its share and its figures, the button.
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, email, '/admin/releases/');
  const panel = canaryPanel(page);
  await expect(panel.getByRole('heading')).toHaveText(`Canary: mf-gifts ${XMAS}`);
  await expect(panel).toContainText(
    /25% of first visits since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Canberra time\) by gifts-ci\./,
  );
  await expect(panel).toContainText(
    'Too early to judge: 3 of the 10 canary page loads the watcher needs.',
  );
  // The watcher's figures, folded under that sentence.
  await panel.getByText('The watcher’s figures').click();
  await expect(panel.getByRole('listitem').first()).toHaveText(
    'Pages that fail: not decided yet. canary 0 of 3 page loads failed (0.0%), stable 0 of 2 (0.0%)',
  );
  await expect(giftsRow(page)).toContainText('canary running');
  // The canary's own candidate is staged, and offers no promote or discard the service would refuse.
  const staged = page.getByRole('region', { name: 'Staged candidates' });
  await expect(staged).toContainText('Served to the canary’s share, above.');
  await expect(staged.getByRole('button')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Abort the canary' }).click();
  await expect(result(page)).toContainText(
    new RegExp(
      `Abort the canary of mf-gifts: live, generation ${stable} since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\(Canberra time\\)`,
    ),
    { timeout: 60_000 },
  );
  await expect(panel).toHaveCount(0);
  // The button went with the panel: the answer has the focus, in sight.
  await expect(result(page)).toBeFocused();
  await expect(result(page)).toBeInViewport();
  await expect(giftsRow(page)).not.toContainText('canary running');

  // The release service runs no canary; everyone, the canary's cohort too, gets stable again.
  const [status, ...answers] = await Promise.all([
    release('status', '--json'),
    visit('/gift-generator/'),
    visit('/gift-generator/', 'site_cohort=canary'),
  ]);
  expect((JSON.parse(status) as { document: { canary: unknown } }).document.canary).toBeNull();
  for (const answer of answers) {
    expect([answer.generation, answer.setCookie]).toEqual([stable, null]);
    expect(pinnedReleaseOf(answer.html).remotes.gifts!.release).toBeNull();
  }
  expect(releaseLog().at(-1)).toMatchObject({
    action: 'abort',
    actor: email,
    generation: stable,
    reason: `asked by ${email}`,
  });
});

test('the console is keyboard-usable and names its parts', async ({ page }) => {
  await signIn(page, await account('team-gifts'), '/admin/releases/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Editor' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the releases' })).toBeFocused();
  expect(new URL(page.url()).origin).toBe(EDITOR);
});
