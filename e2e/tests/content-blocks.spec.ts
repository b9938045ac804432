import { expect, test, type Locator, type Page } from '@playwright/test';

async function top(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!.y;
}

async function cssOf(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

/** A colour token as the browser computes it (rgb(...)), to compare with an element's colour. */
async function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

/** The pillar tiles of a tiles block, in order: their labels and the directory address each opens. */
async function expectPillarTiles(tiles: Locator, expected: Array<[label: string, href: string]>) {
  const links = tiles.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(expected.length);
  for (const [i, [label, href]] of expected.entries()) {
    await expect(links.nth(i)).toContainText(label);
    await expect(links.nth(i)).toHaveAttribute('href', href);
  }
  await expect(tiles.getByRole('link', { name: 'Search stores' })).toHaveAttribute(
    'href',
    '/stores/',
  );
}

test('the home page shows its nine blocks in the order of docs/reference/routes.md#home, on a polka background', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const main = page.getByRole('main');
  const hero = main.getByRole('region', { name: 'Featured' });
  const infoStrip = main.getByRole('region', { name: 'Centre information' });
  const vip = main.getByRole('link', { name: /Become a VIP/ });
  const kidsClub = main.getByRole('link', { name: /Join the Kids Club/ });
  const spacer = main.locator('.spacer');
  const events = main.getByRole('region', { name: "WHAT'S ON?" });
  const storeTiles = main.getByRole('navigation', { name: 'Store categories' });
  const fullButtons = main.locator('.button-section--full');
  const news = main.getByRole('region', { name: 'Latest news' });
  const social = main.getByRole('region', { name: "Let's get social" });
  const order = [];
  for (const block of [hero, infoStrip, vip, spacer, events, storeTiles, fullButtons, news, social])
    order.push(await top(block));
  for (let i = 1; i < order.length; i++) expect(order[i]).toBeGreaterThan(order[i - 1]!);

  // Quick store information with the map link, opening another host in a new tab.
  const mapLink = infoStrip.getByRole('link', { name: 'Find us' });
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');

  // The newsletter buttons share a row (halves), and open the sign-up host in a new tab.
  expect(await top(kidsClub)).toBe(order[2]);
  for (const signUp of [vip, kidsClub]) {
    await expect(signUp).toHaveAttribute('target', '_blank');
    await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // Each in the design token its content names, by a class of the stylesheet (no style attribute).
  for (const [button, token] of [
    [vip, '--colour-pink'],
    [kidsClub, '--colour-blue'],
  ] as const) {
    await expect(button).not.toHaveAttribute('style', /./);
    expect(await cssOf(button, 'background-color')).toBe(await tokenColour(page, token));
  }

  // One grey spacer, hidden from assistive technology.
  await expect(spacer).toHaveCount(1);
  await expect(spacer).toHaveClass(/spacer--grey/);
  await expect(spacer).toHaveAttribute('aria-hidden', 'true');
  expect(await cssOf(spacer, 'background-color')).toBe(await tokenColour(page, '--colour-grey'));

  await expect(events.getByRole('heading', { level: 2 })).toHaveText("WHAT'S ON?");

  await expectPillarTiles(storeTiles, [
    ['Outlet Sport', '/stores/?category=20'],
    ['Outlet Fashion', '/stores/?category=29'],
    ['Outlet Home', '/stores/?category=1'],
    ['Outlet Family', '/stores/?category=10'],
  ]);

  // The full-size button section: one button as wide as the section, wider than both halves.
  const fullButton = fullButtons.getByRole('link', { name: 'Colouring Competition' });
  await expect(fullButton).toHaveAttribute('href', '/colouring-competition/');
  await expect(fullButton).not.toHaveAttribute('target', /./);
  const fullWidth = (await fullButton.boundingBox())!.width;
  expect(fullWidth).toBe((await fullButtons.boundingBox())!.width);
  expect(fullWidth).toBeGreaterThan(
    (await vip.boundingBox())!.width + (await kidsClub.boundingBox())!.width,
  );

  await expect(social).toContainText('Follow Us');
  const background = await main
    .locator('.content-page--home')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain('radial-gradient');
});

test('about us: image and text reversed on grey, and the shop-by-category tiles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us/');
  const main = page.getByRole('main');
  const story = main.locator('.image-text').filter({
    has: page.getByRole('heading', { level: 2, name: "Canberra's only outlet centre" }),
  });
  expect(await cssOf(story, 'background-color')).toBe(await tokenColour(page, '--colour-grey'));
  // Reversed: the image sits right of the text.
  const image = story.getByRole('img', { name: 'Shoppers in the centre mall' });
  const text = story.getByRole('heading', { level: 2 });
  expect((await image.boundingBox())!.x).toBeGreaterThan((await text.boundingBox())!.x);

  await expectPillarTiles(main.getByRole('navigation', { name: 'Shop by category' }), [
    ['Outlet Sport', '/stores/?category=20'],
    ['Outlet Family', '/stores/?category=10'],
    ['Outlet Fashion', '/stores/?category=29'],
    ['Outlet Home', '/stores/?category=1'],
  ]);
});

test('rich text: the colouring page PDF on another host opens in a new tab', async ({ page }) => {
  await page.goto('/colouring-competition/');
  const download = page
    .getByRole('main')
    .getByRole('link', { name: 'Download the colouring page (PDF)' });
  await expect(download).toHaveAttribute('target', '_blank');
  await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the home page content item answers at /welcome-{product} too', async ({ page }) => {
  await page.goto('/welcome-canberra-outlet-centre/');
  await expect(page.getByRole('main').getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('region', { name: "Let's get social" }),
  ).toBeVisible();
});

test('centre information: image and text, icon grid with eight SVG icons, map and contact, rich text', async ({
  page,
}) => {
  await page.goto('/information/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('text-transform', 'uppercase');
  await expect(main.locator('.image-text--white')).toBeVisible();
  await expect(main.locator('.icon-grid svg')).toHaveCount(8);
  await expect(main.locator('.icon-grid svg').first()).toHaveAttribute('aria-hidden', 'true');
  const map = main.locator('iframe[title^="Map:"]');
  await expect(map).toHaveAttribute('loading', 'lazy');
  const mapLink = main.getByRole('link', { name: 'Open the map' });
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('href', (await map.getAttribute('src'))!);
  await expect(main.locator('.rich-text').last()).toBeVisible();
});

test('trading hours: regular hours and the holidays of this year and next', async ({ page }) => {
  await page.goto('/trading-hours/');
  const main = page.getByRole('main');
  await expect(main).toContainText('Regular hours, every day: 10am – 6pm');
  const year = Number(
    await page.evaluate(() =>
      new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Canberra', year: 'numeric' }).format(
        new Date(),
      ),
    ),
  );
  await expect(main.getByRole('table', { name: `Public holidays ${year}` })).toBeVisible();
  await expect(main.getByRole('table', { name: `Public holidays ${year + 1}` })).toBeVisible();
  await expect(main.getByRole('table', { name: `Public holidays ${year - 1}` })).toHaveCount(0);
});
