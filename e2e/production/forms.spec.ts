import { expect, test } from '@playwright/test';
import {
  expectCompetitionStored,
  fillCompetition,
  openCompetition,
  solveCaptcha,
} from '../support/competitionForm';
import { storedSubmissions } from '../support/formsService';
import { SITE_URL } from '../support/site';
import { E2E_FORMS_DATA_DIR } from './support/nginxRun';
import { expectSecurityHeaders } from './support/securityHeaders';
import { restartServedFormsService, stopServedFormsService } from './support/servedForms';

// The forms through nginx (decision 166): serve:nginx starts forms-api beside nginx, which passes
// `/restful_forms/` on to it; a family's entry sent at the site's address is stored. When the
// service is down, nginx answers in JSON and the form says it could not send.

const SUBMIT_URL = `${SITE_URL}/restful_forms/submitForm`;

test.describe.configure({ mode: 'serial' });

test("a colouring competition entry sent at nginx's address is stored by forms-api (201)", async ({
  page,
}) => {
  const before = storedSubmissions(E2E_FORMS_DATA_DIR).length;
  const form = await openCompetition(page);
  await fillCompetition(page);
  await solveCaptcha(page);
  const answer = page.waitForResponse(SUBMIT_URL);
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await answer).status()).toBe(201);
  expectSecurityHeaders('forms answer', (await answer).headers());
  await expect(page.getByRole('status').filter({ hasText: 'Submission sent' })).toBeVisible();

  const stored = storedSubmissions(E2E_FORMS_DATA_DIR).slice(before);
  expect(stored).toHaveLength(1);
  expectCompetitionStored(stored[0]);
});

test('when forms-api is down, nginx answers a JSON 503 and the form says it could not send', async ({
  page,
  request,
}) => {
  const before = storedSubmissions(E2E_FORMS_DATA_DIR).length;
  const form = await openCompetition(page);
  await fillCompetition(page);
  await solveCaptcha(page);
  await stopServedFormsService();
  try {
    const response = await request.post(SUBMIT_URL, {
      headers: { origin: SITE_URL },
      multipart: { form_id: 'colouring_competition' },
    });
    expect(response.status()).toBe(503);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['retry-after']).toBe('30');
    expect(((await response.json()) as { error: string }).error).toMatch(/not available/);
    expectSecurityHeaders('forms service down', response.headers());

    await form.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Unable to submit' });
    await expect(error).toContainText('Please reload and try again.');
    await expect(form.getByLabel('Name')).toHaveValue('Ava Nguyen');
  } finally {
    await restartServedFormsService();
  }
  // Back up: the same entry, with a new captcha token, is stored.
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission sent' })).toBeVisible();
  const stored = storedSubmissions(E2E_FORMS_DATA_DIR).slice(before);
  expect(stored).toHaveLength(1);
  expectCompetitionStored(stored[0]);
});
