import { checkFields, fieldProblem } from './checkFields';
import { FORM_RULES } from './forms';

const competition = {
  form_id: 'colouring_competition',
  form: 'Colouring competition submission',
  captcha: 't',
  name: 'Ada',
  email: 'a@example.com',
  consent_public: 'on',
  consent_terms: 'on',
};

describe('checkFields', () => {
  it('accepts a complete competition entry', () => {
    expect(checkFields('colouring_competition', competition)).toEqual([]);
  });

  it('names each problem with the message shown beside the field', () => {
    expect(
      checkFields('colouring_competition', {
        ...competition,
        name: '  ',
        email: 'x@y',
        consent_terms: '',
      }),
    ).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: "Parent's email must be a valid email address" },
      { field: 'consent_terms', message: "Please tick 'I accept the Terms and Conditions'" },
    ]);
  });

  it('refuses fields the form does not have and missing hidden fields', () => {
    const withoutCaptcha: Record<string, string> = { ...competition, phone: '0400000000' };
    delete withoutCaptcha.captcha;
    expect(checkFields('colouring_competition', withoutCaptcha)).toEqual([
      { field: 'phone', message: 'not a field of this form' },
      { field: 'captcha', message: 'required' },
    ]);
  });

  it('checks a job listing recipient as an address when there is one', () => {
    const job = {
      form_id: 'job_application',
      form: 'Job application',
      captcha: 't',
      full_name: 'Grace',
      email: 'grace@example.com',
      phone: '0412 345 678',
      retailer: 'Shoe Outlet',
      position: 'Sales Assistant',
    };
    expect(checkFields('job_application', job)).toEqual([]);
    expect(checkFields('job_application', { ...job, 'retailer recipient': 'nobody' })).toEqual([
      { field: 'retailer recipient', message: 'not an email address' },
    ]);
  });
});

describe('fieldProblem', () => {
  const phone = FORM_RULES.job_application.fields.phone!;
  it('judges a trimmed value, a tick and a phone', () => {
    expect(fieldProblem(phone, ' 0412 345 678 ')).toBeNull();
    expect(fieldProblem(phone, '6123 45')).toBe(
      'Phone must be a phone number of at least 8 digits',
    );
    expect(fieldProblem(FORM_RULES.colouring_competition.fields.consent_public!, true)).toBeNull();
  });
});
