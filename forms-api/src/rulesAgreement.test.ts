/* eslint-disable import/no-restricted-paths -- this test runs the browser's own schemas and
   submission body against the service, so that the two can never disagree on a rule. */
import {
  colouringCompetitionSchema,
  type ColouringCompetitionValues,
} from 'mf-forms/src/features/colouring-competition/colouringCompetitionSchema';
import {
  jobApplicationSchema,
  type JobApplicationValues,
} from 'mf-forms/src/features/job-application/jobApplicationSchema';
import { buildSubmission } from 'mf-forms/src/submission/buildSubmission';
/* eslint-enable import/no-restricted-paths */
import type { ObjectSchema, ValidationError } from 'yup';
import { SUBMIT_PATH } from './service';
import { SAMPLE } from './testing/multipartBody';
import { ORIGIN, startTestService } from './testing/testService';

jest.setTimeout(120_000);

/**
 * The same values through the browser's checks (mf-forms' Yup schema) and through the service
 * (the multipart body mf-forms builds, posted to forms-api): every field gets the same verdict
 * and the same message from both.
 */
const EMAILS = [
  'parent@example.com',
  "o'neil+forms@mail.example.com.au",
  'UPPER@EXAMPLE.COM',
  '  padded@example.com  ',
  'first.last@sub.example.co',
  'x@y',
  'a@localhost',
  'parent@',
  '@example.com',
  'a b@example.com',
  'a@-b.com',
  'a@b..com',
  'a@b.com.',
  'ünï@example.com',
  'a@exämple.com',
  `${'x'.repeat(250)}@example.com`,
  '',
  '   ',
];
const PHONES = [
  '+61 2 6123 4567',
  '(02) 6123-4567',
  ' 0412 345 678 ',
  '12345678',
  '1234567',
  '0412 345',
  'call me',
  '0412.345.678',
  '++++++++',
  '٠٤١٢٣٤٥٦٧٨',
  '',
];
const NAMES = ['Ada', 'Zoë', '', '   ', '<b>x</b>'];

type Values = Record<string, string | boolean | File | null>;

async function browserErrors(schema: ObjectSchema<object>, values: Values) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner)
      errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

let t: Awaited<ReturnType<typeof startTestService>>;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.stop());

let attempt = 0;
async function serviceErrors(formId: string, label: string, values: Values) {
  attempt += 1;
  const body = buildSubmission(values, {
    formId,
    formLabel: label,
    captcha: 'token',
    submissionId: `agreement-${attempt}-xxxxxx`,
  });
  const response = await fetch(`${t.service.url}${SUBMIT_PATH}`, {
    method: 'POST',
    body,
    headers: { Origin: ORIGIN },
  });
  const answer = (await response.json()) as { fields?: { field: string; message: string }[] };
  if (response.status === 201) return {};
  expect(response.status).toBe(422);
  return Object.fromEntries((answer.fields ?? []).map((f) => [f.field, f.message]));
}

const png = () => new File([new Uint8Array(SAMPLE.png(256))], 'drawing.png', { type: 'image/png' });

describe('the browser and the service judge the same values alike', () => {
  it('colouring competition: names, emails and consents', async () => {
    const valid = (): ColouringCompetitionValues => ({
      name: 'Ada',
      email: 'parent@example.com',
      file: png(),
      consent_public: true,
      consent_terms: true,
    });
    const cases: Partial<ColouringCompetitionValues>[] = [
      ...NAMES.map((name) => ({ name })),
      ...EMAILS.map((email) => ({ email })),
      { consent_public: false },
      { consent_terms: false },
    ];
    let refused = 0;
    for (const change of cases) {
      const values = { ...valid(), ...change };
      const browser = await browserErrors(
        colouringCompetitionSchema as ObjectSchema<object>,
        values,
      );
      const service = await serviceErrors('colouring_competition', 'Colouring competition', values);
      expect({ change, verdict: service }).toEqual({ change, verdict: browser });
      if (Object.keys(browser).length > 0) refused += 1;
    }
    // The corpus holds both kinds of value, so agreement is not agreement on "all fine".
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThan(cases.length - 5);
  });

  it('job application: names, emails and phones', async () => {
    const valid = (): JobApplicationValues => ({
      full_name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '0412 345 678',
      resume: null,
    });
    const hidden = {
      retailer: 'Shoe Outlet',
      position: 'Sales Assistant',
      'retailer recipient': 'jobs@shoeoutlet.example',
    };
    const cases: Partial<JobApplicationValues>[] = [
      ...NAMES.map((full_name) => ({ full_name })),
      ...EMAILS.map((email) => ({ email })),
      ...PHONES.map((phone) => ({ phone })),
    ];
    let refused = 0;
    for (const change of cases) {
      const values = { ...valid(), ...change };
      const browser = await browserErrors(jobApplicationSchema as ObjectSchema<object>, values);
      const service = await serviceErrors('job_application', 'Job application', {
        ...values,
        ...hidden,
      });
      expect({ change, verdict: service }).toEqual({ change, verdict: browser });
      if (Object.keys(browser).length > 0) refused += 1;
    }
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThan(cases.length - 5);
  });
});
