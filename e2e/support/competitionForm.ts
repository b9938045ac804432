import { expect, type Page } from '@playwright/test';
import type { StoredSubmission } from './formsService';
import { waitForHydration } from './hydration';

// The colouring competition form as a family fills it, and what forms-api must then have stored.
// The site must be built with FORMS_CAPTCHA_TEST_DOUBLE=1: Google's reCAPTCHA cannot load here,
// so the captcha is the named test double (mf-forms/src/captcha/CaptchaTestDouble.tsx).

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function openCompetition(page: Page) {
  await page.goto('/colouring-competition/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Enter the colouring competition' });
  await form.scrollIntoViewIfNeeded();
  await expect(
    form.getByRole('group', { name: 'Captcha test double' }),
    'the site must be built with FORMS_CAPTCHA_TEST_DOUBLE=1',
  ).toBeVisible();
  return form;
}

export async function fillCompetition(page: Page) {
  const form = page.getByRole('form', { name: 'Enter the colouring competition' });
  await form.getByLabel('Name').fill('Ava Nguyen');
  await form.getByLabel("Parent's email").fill('parent@example.com');
  await form
    .getByLabel('Colouring page file')
    .setInputFiles({ name: 'ava-colouring.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Show my submission publicly').check();
  await form.getByLabel('I accept the Terms and Conditions').check();
}

export const solveCaptcha = (page: Page) =>
  page.getByRole('button', { name: 'I am not a robot (captcha test double)' }).click();

export function expectCompetitionStored(submission: StoredSubmission | undefined) {
  expect(submission?.formId).toBe('colouring_competition');
  const { submission_id: submissionId, ...fields } = submission?.fields ?? {};
  // The captcha token is checked and spent, not stored.
  expect(fields).toEqual({
    name: 'Ava Nguyen',
    email: 'parent@example.com',
    consent_public: 'on',
    consent_terms: 'on',
    form_id: 'colouring_competition',
    form: 'Colouring competition submission',
  });
  expect(submissionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(submission?.submissionId).toBe(submissionId);
  expect(submission?.file?.originalName).toBe('ava-colouring.png');
  expect(submission?.file?.type).toBe('image/png');
  expect(submission?.file?.bytes.equals(PNG)).toBe(true);
}
