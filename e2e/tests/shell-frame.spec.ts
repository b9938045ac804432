import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).slice(),
  );
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first four entries sit left of the centred logo, the rest right', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('link', { name: 'Canberra Outlet Centre home' });
    const logoBox = await logo.boundingBox();
    expect(logoBox).not.toBeNull();
    const centre = logoBox!.x + logoBox!.width / 2;
    expect(Math.abs(centre - 640)).toBeLessThan(8);
    for (const name of ['Home', 'Stores', 'Offers', "What's on"]) {
      const box = await mainNav(page).getByRole('link', { name, exact: true }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(logoBox!.x);
    }
    for (const name of ['Centre map', 'Centre Information']) {
      const box = await mainNav(page).getByRole('link', { name, exact: true }).boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(logoBox!.x + logoBox!.width);
    }
  });

  test('the centre map is a page of the site; links off the site open in a new tab without opener or referrer', async ({
    page,
  }) => {
    await page.goto('/');
    const map = mainNav(page).getByRole('link', { name: 'Centre map' });
    await expect(map).toHaveAttribute('href', '/centre-map/');
    await expect(map).not.toHaveAttribute('target', /.+/);
    const facebook = page.getByRole('contentinfo').getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const stores = mainNav(page).getByRole('link', { name: 'Stores', exact: true });
    await expect(stores).not.toHaveAttribute('target', /.+/);
    await expect(stores).toHaveAttribute('href', '/stores/');
  });

  test('sublinks open on hover with a callout that follows the hovered entry', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await mainNav(page).getByRole('link', { name: "What's on", exact: true }).hover();
    const callout = mainNav(page).getByRole('complementary');
    await expect(callout.getByRole('link')).toHaveText(
      'Events, news and the latest from the centre',
    );
    await mainNav(page).getByRole('link', { name: 'Events', exact: true }).hover();
    await expect(callout.getByRole('link')).toHaveText(
      'School holiday fun, markets and sale events',
    );
    await expect(callout.getByRole('img')).toHaveAttribute('alt', 'Children at a craft workshop');
    await page.mouse.move(5, 700);
    await expect(mainNav(page).getByRole('link', { name: 'News', exact: true })).toBeHidden();
  });

  test('sublinks by keyboard: focus opens them, Tab reaches them, Escape closes and returns', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const whatsOn = mainNav(page).getByRole('link', { name: "What's on", exact: true });
    await whatsOn.focus();
    const toggle = mainNav(page).getByRole('button', { name: "What's on links" });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Tab');
    const news = mainNav(page).getByRole('link', { name: 'News', exact: true });
    await expect(news).toBeFocused();
    await expect(mainNav(page).getByRole('complementary').getByRole('link')).toHaveText(
      'New stores, centre updates and announcements',
    );
    await page.keyboard.press('Escape');
    await expect(news).toBeHidden();
    await expect(whatsOn).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the search toggle shows a box that leads to the search page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Search', exact: true });
    await toggle.click();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await box.fill('Nike');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=Nike$/);
    const entries = await dataLayer(page);
    expect(entries).toContainEqual(
      expect.objectContaining({
        event: 'interaction',
        target: 'header-search',
        action: 'submit',
        interactionType: 'search',
      }),
    );
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the fixed header with the hours strip is one row, at most 120 px tall', async ({
    page,
  }) => {
    for (const path of ['/', '/stores/']) {
      await page.goto(path);
      await waitForHydration(page);
      const height = await page
        .locator('.site-top')
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(120);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(mainNav(page)).toBeHidden();
    }
  });

  test('side menu: focus moves in and is trapped, Escape and outside click close it, focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const open = page.getByRole('button', { name: 'Menu' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBeCloseTo(275, 0);
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(340, 400);
    await expect(dialog).toBeHidden();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({
        event: 'interaction',
        target: 'side-menu',
        action: 'close',
        properties: { how: 'outside' },
      }),
    );
  });

  test('side menu closes on route change; its search box leads to the search page', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('link', { name: 'Stores', exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/$/);
    await expect(dialog).toBeHidden();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'pageview', routeName: 'store-directory' }),
    );

    await page.getByRole('button', { name: 'Menu' }).click();
    await dialog.getByRole('searchbox').fill('offer');
    await dialog.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/search\/\?q=offer$/);
    await expect(dialog).toBeHidden();
  });
});

test('footer: quick links, sign-up links, hours, acknowledgement, social and privacy', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick links' });
  for (const name of ['Home', 'Stores', 'Offers', 'News', 'Events', 'About Us', 'Leasing']) {
    await expect(quick.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Become a VIP' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(footer.getByRole('link', { name: 'Join the Kids Club' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(footer).toContainText('Trading hours:');
  await expect(footer).toContainText('traditional custodians');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy/',
  );
});

test('the unsupported-browser banner is in the page but hidden in a supported browser', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByText(
    'Your browser is not supported. Please upgrade to the latest version of Firefox or Microsoft Edge.',
  );
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeHidden();
});

test('scrolled marker from 5 px, and Back restores the saved position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/stores/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bscrolled\b/);
  await page.evaluate(() => window.scrollTo(0, 4));
  await expect(html).not.toHaveClass(/\bscrolled\b/);
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(html).toHaveClass(/\bscrolled\b/);

  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.waitForTimeout(200);
  const link = page.locator('main a[href^="/stores/"][href$="/"]').filter({ visible: true });
  const target = await link.evaluateAll((links) => {
    const inView = links.find((element) => {
      const box = element.getBoundingClientRect();
      return box.top > 100 && box.bottom < window.innerHeight - 20;
    });
    return inView?.getAttribute('href') ?? null;
  });
  expect(target).not.toBeNull();
  await page.locator(`main a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/stores\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(1150);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(1250);
});

test('a link in view prefetches its page data once, after 250 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requests: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/assets/data/offers/index.json')) requests.push(Date.now());
  });
  // The moment the page is hydrated (links start observing then), on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-hydrated')) {
        (window as unknown as { hydratedAt: number }).hydratedAt = Date.now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
  const hydratedAt = await page.evaluate(
    () => (window as unknown as { hydratedAt: number }).hydratedAt,
  );
  const requestedAt = requests[0]!;
  expect(requestedAt - hydratedAt).toBeGreaterThanOrEqual(250);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(600);
  await mainNav(page).getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(page).toHaveURL(/\/offers\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).toHaveLength(1);
});
