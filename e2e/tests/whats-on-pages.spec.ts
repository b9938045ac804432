import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { interactions } from '../support/dataLayer';
import { waitForHydration } from '../support/hydration';

// mf-whats-on against the composed site: the What's On tabs with the address and history,
// an article of each type, an event with its calendar file, an offer from the list, and job
// listings with and without the application form.

test("What's On filter buttons, the address and Back and Forward agree", async ({ page }) => {
  await page.goto('/whats-on/');
  await waitForHydration(page);
  // Before mf-whats-on hydrates its part, a press submits the tabs' form (a page load).
  await expect(page.locator('[data-remote-module="whats_on/WhatsOnPage"]')).toHaveAttribute(
    'data-remote-ready',
    '',
  );
  const tabs = page.getByRole('group', { name: "Filter What's On" });
  await expect(tabs.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  for (const [label, filter] of [
    ['Events', 'events'],
    ['News', 'news'],
    ['Blog', 'blog'],
    ['Articles', 'articles'],
  ] as const) {
    await tabs.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/whats-on/\\?filter=${filter}$`));
    await expect(tabs.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
  }
  expect(
    (await interactions(page)).map(({ target, action, value }) => [target, action, value]),
  ).toEqual([
    ["what's on", 'filter', 'events'],
    ["what's on", 'filter', 'news'],
    ["what's on", 'filter', 'blog'],
    ["what's on", 'filter', 'articles'],
  ]);
  // One button is pressed for every filter.
  await expect(tabs.getByRole('button', { pressed: true })).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\?filter=blog$/);
  await expect(tabs.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tabs.getByRole('button', { pressed: true })).toHaveCount(1);
  // Events are listed under Events, not under News.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\?filter=events$/);
  await expect(tabs.getByRole('button', { name: 'Events' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Fyshwick farmers market' }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\?filter=news$/);
  await expect(tabs.getByRole('button', { name: 'News' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Fyshwick farmers market' }),
  ).toHaveCount(0);
});

test('an article of each type shows its label, date, title and way back', async ({ page }) => {
  for (const { path, title, label, type, date } of [
    {
      path: '/whats-on/news/welcome-rm-williams/',
      title: 'R.M. Williams opens its Canberra outlet',
      label: 'News article',
      type: 'news',
      date: '15 January 2026',
    },
    {
      path: '/whats-on/news/back-to-school-checklist/',
      title: 'The back-to-school checklist',
      label: 'Blog post',
      type: 'blog',
      date: '10 January 2026',
    },
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `/whats-on/?filter=${type}`,
    );
    await expect(main.getByText(date, { exact: true })).toBeVisible();
    await main.getByRole('link', { name: `Back to ${type}` }).click();
    await expect(page).toHaveURL(new RegExp(`/whats-on/\\?filter=${type}$`));
    // The listing presses the button of the article's type ('News' or 'Blog').
    const tabs = page.getByRole('group', { name: "Filter What's On" });
    await expect(tabs.getByRole('button', { pressed: true })).toHaveText(
      type === 'news' ? 'News' : 'Blog',
    );
  }
});

test('an event gives its dates, Back to Events and an .ics file in Canberra time', async ({
  page,
}) => {
  await page.goto('/whats-on/?filter=events');
  await waitForHydration(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Christmas carols in the centre court' })
    .click();
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Christmas carols in the centre court' }),
  ).toBeVisible();
  await expect(main.getByText('From', { exact: true })).toBeVisible();
  await expect(main.getByText('12 Dec 2030, 6:00 pm')).toBeVisible();
  await expect(main.getByText('12 Dec 2030, 8:00 pm')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('christmas-carols-2030.ics');
  const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  // 18:00 and 20:00 AEDT (UTC+11) on 12 December 2030.
  expect(ics).toContain('DTSTART:20301212T070000Z');
  expect(ics).toContain('DTEND:20301212T090000Z');
  expect(ics).toContain('SUMMARY:Christmas carols in the centre court');
  expect(ics).toMatch(/LOCATION:Canberra Outlet Centre\\, 337 Canberra Avenue/);

  await main.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(/\/whats-on\/\?filter=events$/);
});

test('an offer from the list shows its detail, the email toggle and the way back', async ({
  page,
}) => {
  await page.goto('/offers/');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const first = main.getByRole('listitem').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: title }).click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByText(/^Offer until: \d{1,2} \w{3,4} \d{4}$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'See store' })).toBeVisible();

  const toggle = main.getByRole('button', { name: 'Email this offer' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('region', { name: 'Email this offer' })).toHaveCount(0);
  await toggle.click();
  await expect(main.getByRole('region', { name: 'Email this offer' })).toBeVisible();

  await main.getByRole('link', { name: 'Back to offers' }).click();
  await expect(page).toHaveURL(/\/offers\/$/);
});

test('a job with the show flag has its application part; one without has none', async ({
  page,
}) => {
  await page.goto('/jobs/retail-assistant-nike/');
  await waitForHydration(page);
  let main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Retail assistant (casual)' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Nike', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute(
    'href',
    '/jobs/',
  );
  // mf-forms' form, given the listing's position (the fallback is for mf-forms being down).
  await expect(
    main.getByRole('heading', { name: 'Apply for this job: Retail assistant (casual)' }),
  ).toBeVisible();
  await expect(main.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  await expect(main.getByText(/The application form is not available right now/)).toHaveCount(0);

  await page.goto('/jobs/tyre-fitter-bob-jane/');
  await waitForHydration(page);
  main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tyre fitter' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Apply for this job: / })).toHaveCount(0);
  await expect(main.getByText(/The application form is not available right now/)).toHaveCount(0);
});
