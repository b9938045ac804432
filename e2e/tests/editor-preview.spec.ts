import { expect, test } from '@playwright/test';
import { startEditing, type EditingSession } from '../support/contentEditor';

// The editor's preview draws what the page will show: an entry's HTML fields through the content
// build's sanitizer, so markup an editor pastes never runs in the editor.

const RUN = 'window.top.__previewRan = true';

let editing: EditingSession;
test.beforeAll(async () => {
  editing = await startEditing();
});
test.afterAll(async () => {
  test.setTimeout(180_000);
  await editing?.stop();
});
test.describe.configure({ timeout: 120_000 });

test("a script pasted into a store's about text is not in its preview and never runs", async ({
  page,
}) => {
  await page.goto('/admin/#/collections/stores/entries/lovisa');
  const login = page.getByRole('button', { name: 'Login' });
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(login.or(publish)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto('/admin/#/collections/stores/entries/lovisa');
  }
  await expect(publish).toBeVisible({ timeout: 30_000 });

  await page
    .getByLabel('Text (HTML)')
    .first()
    .fill(
      `<p>Pasted from elsewhere.</p><img src="/no-such.png" alt="" onerror="${RUN}"><script>${RUN}</script>`,
    );

  const preview = page.frameLocator('iframe').last();
  await expect(preview.getByText('Pasted from elsewhere.')).toBeVisible({ timeout: 30_000 });
  const pasted = preview.locator('img[src="/no-such.png"]');
  await expect(pasted).toHaveCount(1);
  await expect(pasted).not.toHaveAttribute('onerror', /./);
  await expect(preview.locator('script', { hasText: '__previewRan' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __previewRan?: boolean }).__previewRan)).toBe(
    undefined,
  );
});
