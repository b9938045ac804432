import { expect, test, type Locator } from '@playwright/test';

async function top(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!.y;
}

test('the home page shows its blocks in the order of the spec, on a polka background', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const order = [
    await top(main.getByRole('region', { name: 'Featured' })),
    await top(main.getByRole('region', { name: 'Centre information' })),
    await top(main.getByRole('link', { name: /Become a VIP/ })),
    await top(main.locator('.spacer--grey')),
    await top(main.getByRole('region', { name: "Let's get social" })),
  ];
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  await expect(main.getByRole('link', { name: /Join the Kids Club/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(main.getByRole('region', { name: "Let's get social" })).toContainText('Follow Us');
  const background = await main
    .locator('.content-page--home')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(background).toContain('radial-gradient');
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
