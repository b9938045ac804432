import { expect, test, type Locator, type Page } from '@playwright/test';
import { interactions } from '../support/dataLayer';
import { clearFaults, injectFault } from '../support/faults';
import {
  expectCompetitionStored,
  fillCompetition,
  openCompetition,
  PNG,
  solveCaptcha,
} from '../support/competitionForm';
import {
  startFormsService,
  type FormsService,
  type StoredSubmission,
} from '../support/formsService';
import { waitForHydration } from '../support/hydration';

// mf-forms against the composed site and the real forms service (forms-api, started here on its
// own data folder where the site's server passes /restful_forms/ on to): the colouring
// competition and job application forms filled, submitted, and checked in what the service stored
// (every field and the file's bytes on disk). A 500 and a dropped connection come from the site's
// server (its test faults, decision 006), before the request reaches the service.
// The site must be built with FORMS_CAPTCHA_TEST_DOUBLE=1: Google's reCAPTCHA cannot load here,
// so the captcha is the named test double (mf-forms/src/captcha/CaptchaTestDouble.tsx), and the
// service runs its offline verifier.

const SUBMIT_PATH = '/restful_forms/submitForm';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let forms: FormsService;
let storedBefore = 0;
test.beforeAll(async () => {
  forms = await startFormsService();
});
test.afterAll(async () => {
  await forms.stop();
});
test.beforeEach(() => {
  storedBefore = forms.stored().length;
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** What the service stored during this test. */
const storedNow = () => forms.stored().slice(storedBefore);

const JOB_FORM = 'Apply for this job: Retail assistant (casual)';

async function openJobApplication(page: Page) {
  await page.goto('/jobs/retail-assistant-nike/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: JOB_FORM });
  await form.scrollIntoViewIfNeeded();
  return form;
}

async function fillJobApplication(form: Locator) {
  await form.getByLabel('Full Name').fill('Sam Lee');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Phone').fill('0412 345 678');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'sam-lee.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText(/Chosen file: sam-lee\.pdf/)).toBeVisible();
}

function expectJobApplicationStored(submission: StoredSubmission | undefined) {
  expect(submission?.formId).toBe('job_application');
  const { submission_id: submissionId, ...fields } = submission?.fields ?? {};
  expect(fields).toEqual({
    full_name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '0412 345 678',
    retailer: 'Nike',
    position: 'Retail assistant (casual)',
    'retailer recipient': 'careers.canberra@nike.example',
    // The listing's own form id (its id in the content), beside the form's kind (decision 141).
    formId: 'retail-assistant-nike',
    form_id: 'job_application',
    form: 'Job Application for Retail assistant (casual) at Nike',
  });
  expect(submissionId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(submission?.file?.originalName).toBe('sam-lee.pdf');
  expect(submission?.file?.type).toBe('application/pdf');
  expect(submission?.file?.bytes.equals(PDF)).toBe(true);
}

test('the colouring competition is linked from the home page and the footer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(
    page.getByRole('main').getByRole('link', { name: /Colouring Competition/ }),
  ).toHaveAttribute('href', '/colouring-competition/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Colouring Competition' }).click();
  await expect(page).toHaveURL(/\/colouring-competition\/$/);
  await expect(page.getByRole('form', { name: 'Enter the colouring competition' })).toBeVisible();
});

test('submit stays disabled without a captcha token and after it expires', async ({ page }) => {
  const form = await openCompetition(page);
  const submit = form.getByRole('button', { name: 'Submit' });
  await fillCompetition(page);
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Complete the security check to send this form.')).toBeVisible();
  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  await page.getByRole('button', { name: 'Expire the captcha (test double)' }).click();
  await expect(submit).toBeDisabled();
  await expect(
    form.getByText('The security check expired. Please complete it again.'),
  ).toBeVisible();
  expect(storedNow()).toHaveLength(0);
});

test('a colouring competition entry is sent with every field and the file bytes', async ({
  page,
}) => {
  const form = await openCompetition(page);
  await fillCompetition(page);
  await solveCaptcha(page);
  await injectFault(page.request, { path: SUBMIT_PATH, delayMs: 800 });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  // The upload's progress, complete while the site's server holds the request back.
  await expect(form.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
    'value',
    '100',
  );

  const success = page.getByRole('status').filter({ hasText: 'Submission sent' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Your image has been received. Thank you for your entry!');
  await expect(success).toBeFocused();
  await expect(page.getByRole('form', { name: 'Enter the colouring competition' })).toHaveCount(0);
  expect(storedNow()).toHaveLength(1);
  expectCompetitionStored(storedNow()[0]);

  // Analytics: start, submit and success of this form, and nothing typed into it.
  const steps = (await interactions(page)).filter((entry) => entry.interactionType === 'form');
  expect(steps.map((entry) => entry.action)).toEqual(['start', 'submit', 'success']);
  expect(JSON.stringify(steps)).not.toMatch(/Ava|parent@example\.com|ava-colouring/);
});

/** One of the two forms, as the failure tests drive it. */
interface FormUnderTest {
  name: string;
  /** The form's kind, the only thing its analytics events say about it. */
  kind: 'colouring_competition' | 'job_application';
  /** Opens the form's page, fills every field (a file too) and solves the captcha. */
  openAndFill(page: Page): Promise<Locator>;
  /** Every value typed or chosen is still in the form. */
  expectValuesKept(form: Locator): Promise<void>;
  expectStored(submission: StoredSubmission | undefined): void;
  /** What the shopper typed or chose, none of which may reach the data layer. */
  personalData: RegExp;
}

const FORMS_UNDER_TEST: FormUnderTest[] = [
  {
    name: 'the colouring competition',
    kind: 'colouring_competition',
    async openAndFill(page) {
      const form = await openCompetition(page);
      await fillCompetition(page);
      await solveCaptcha(page);
      return form;
    },
    async expectValuesKept(form) {
      await expect(form.getByLabel('Name')).toHaveValue('Ava Nguyen');
      await expect(form.getByLabel("Parent's email")).toHaveValue('parent@example.com');
      await expect(form.getByText('Chosen file: ava-colouring.png (1 KB)')).toBeVisible();
      await expect(form.getByLabel('Show my submission publicly')).toBeChecked();
      await expect(form.getByLabel('I accept the Terms and Conditions')).toBeChecked();
    },
    expectStored: expectCompetitionStored,
    personalData: /Ava|parent@example\.com|ava-colouring/,
  },
  {
    name: 'the job application',
    kind: 'job_application',
    async openAndFill(page) {
      const form = await openJobApplication(page);
      await fillJobApplication(form);
      await solveCaptcha(page);
      return form;
    },
    async expectValuesKept(form) {
      await expect(form.getByLabel('Full Name')).toHaveValue('Sam Lee');
      await expect(form.getByLabel('Email')).toHaveValue('sam@example.com');
      await expect(form.getByLabel('Phone')).toHaveValue('0412 345 678');
      await expect(form.getByText(/Chosen file: sam-lee\.pdf/)).toBeVisible();
    },
    expectStored: expectJobApplicationStored,
    personalData: /Sam|sam@example\.com|0412|sam-lee/,
  },
];

for (const formUnderTest of FORMS_UNDER_TEST)
  for (const [failure, answer] of [
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true as const }],
  ] as const)
    test(`${formUnderTest.name}: ${failure} keeps the form and its values, reports the failure, and resubmitting clears the error`, async ({
      page,
    }) => {
      const form = await formUnderTest.openAndFill(page);
      await injectFault(page.request, { path: SUBMIT_PATH, ...answer });
      await form.getByRole('button', { name: 'Submit' }).click();

      const error = page.getByRole('alert').filter({ hasText: 'Unable to submit' });
      await expect(error).toBeVisible();
      await expect(error).toContainText('Please reload and try again.');
      await expect(error).toBeFocused();
      await formUnderTest.expectValuesKept(form);
      // A captcha token is good for one check: the form asks for a new one.
      await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();

      // Analytics: the failure is in the data layer, with the form's kind and nothing typed.
      const steps = (await interactions(page)).filter((entry) => entry.interactionType === 'form');
      expect(steps.map((entry) => entry.action)).toEqual(['start', 'submit', 'failure']);
      expect(steps.at(-1)?.properties).toEqual({ form: formUnderTest.kind });
      expect(JSON.stringify(steps)).not.toMatch(formUnderTest.personalData);

      await solveCaptcha(page);
      await injectFault(page.request, { path: SUBMIT_PATH, delayMs: 800 });
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
      await expect(page.getByText('Unable to submit')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Submission sent' })).toBeVisible();

      // The failed attempt never reached the service; the second was stored, once. (The retry
      // keeps its submission id and takes a new captcha token: mf-forms' submission tests.)
      expect(storedNow()).toHaveLength(1);
      formUnderTest.expectStored(storedNow()[0]);
    });

test('errors name each field and the first invalid field gets focus', async ({ page }) => {
  const form = await openCompetition(page);
  await solveCaptcha(page);
  // Straight from a field to Submit: the field's error appearing must not make the click miss.
  await form.getByLabel("Parent's email").fill('not-an-email');
  await form.getByRole('button', { name: 'Submit' }).click();
  const name = form.getByLabel('Name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel("Parent's email")).toHaveAccessibleDescription(
    "Parent's email must be a valid email address",
  );
  await expect(form.getByLabel('I accept the Terms and Conditions')).toHaveAccessibleDescription(
    "Please tick 'I accept the Terms and Conditions'",
  );
  expect(storedNow()).toHaveLength(0);
});

test('the job form is on listings with the show flag and sends the listing with the application', async ({
  page,
}) => {
  await page.goto('/jobs/tyre-fitter-bob-jane/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tyre fitter' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);

  const form = await openJobApplication(page);
  const resume = form.getByLabel('Resume');
  await resume.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024),
  });
  await expect(resume).toHaveAccessibleDescription(/Resume must be less than 10 MB/);
  await form.getByRole('button', { name: 'Remove big.pdf' }).click();
  await fillJobApplication(form);
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Submit' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Submission sent' });
  await expect(success).toContainText('Your submission has been received. Thank you for applying!');
  await expect(success).toBeFocused();
  expect(storedNow()).toHaveLength(1);
  expectJobApplicationStored(storedNow()[0]);
});

test('the colouring competition form can be filled and sent by keyboard alone', async ({
  page,
}) => {
  const form = await openCompetition(page);
  await form.getByLabel('Name').focus();
  await page.keyboard.type('Ava Nguyen');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel("Parent's email")).toBeFocused();
  await page.keyboard.type('parent@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Colouring page file')).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'ava-colouring.png', mimeType: 'image/png', buffer: PNG });
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Remove ava-colouring.png' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Show my submission publicly')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'I am not a robot (captcha test double)' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Submission sent' })).toBeFocused();
  expectCompetitionStored(storedNow()[0]);
});

test('the job application form can be filled and sent by keyboard alone', async ({ page }) => {
  await page.goto('/jobs/store-manager-country-road/');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Apply for this job: Store manager' });
  await form.getByLabel('Full Name').focus();
  await page.keyboard.type('Sam Lee');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('(02) 6123 4567');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Resume')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'I am not a robot (captcha test double)' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Submission sent' })).toBeFocused();
  // The resume is optional: stored without a file.
  const [stored] = storedNow();
  expect(stored?.fields.phone).toBe('(02) 6123 4567');
  expect(stored?.fields.position).toBe('Store manager');
  expect(stored?.file).toBeNull();
});
