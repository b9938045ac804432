import { ValidationError } from 'yup';
import { makeFile } from '../../test/factories';
import {
  INITIAL_VALUES,
  isPhoneNumber,
  jobApplicationSchema,
  type JobApplicationValues,
} from './jobApplicationSchema';

const valid = (): JobApplicationValues => ({
  full_name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '0412 345 678',
  resume: null,
});

async function errorsOf(values: Partial<JobApplicationValues>): Promise<Record<string, string>> {
  try {
    await jobApplicationSchema.validate({ ...valid(), ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner)
      result[inner.path ?? ''] ??= inner.message;
    return result;
  }
}

describe('jobApplicationSchema', () => {
  it('accepts an application without a resume (it is optional)', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires Full Name, Email and Phone, naming each', async () => {
    expect(await errorsOf(INITIAL_VALUES)).toEqual({
      full_name: 'Full Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it('refuses an email without a domain', async () => {
    expect(await errorsOf({ email: 'sam@' })).toEqual({
      email: 'Email must be a valid email address',
    });
  });

  it('refuses a phone of letters or too few digits', async () => {
    expect(await errorsOf({ phone: 'call me' })).toEqual({
      phone: 'Phone must be a phone number of at least 8 digits',
    });
    expect(await errorsOf({ phone: '6123 45' })).toEqual({
      phone: 'Phone must be a phone number of at least 8 digits',
    });
  });

  it.each(['(02) 6123 4567', '+61 412 345 678', '0412-345-678'])(
    'accepts the phone %p',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true);
    },
  );

  it('accepts a PDF resume and refuses other types', async () => {
    expect(await errorsOf({ resume: makeFile('cv.pdf', 'application/pdf') })).toEqual({});
    expect(await errorsOf({ resume: makeFile('cv.docx', 'application/msword') })).toEqual({
      resume: 'Resume must be a PDF',
    });
  });

  it('refuses a resume of 10 MB or more', async () => {
    expect(
      await errorsOf({ resume: makeFile('cv.pdf', 'application/pdf', 10 * 1024 * 1024 - 1) }),
    ).toEqual({});
    expect(
      await errorsOf({ resume: makeFile('cv.pdf', 'application/pdf', 10 * 1024 * 1024) }),
    ).toEqual({ resume: 'Resume must be less than 10 MB' });
  });
});
