import { makeFile } from '../test/factories';
import { buildSubmission } from './buildSubmission';
import { attemptIdFor, fingerprintOf, newSubmissionId } from './submissionId';
import { submitUrl } from './submitUrl';

const meta = {
  formId: 'colouring_competition',
  formLabel: 'Colouring competition submission',
  captcha: 'token-1',
  submissionId: 'attempt-0001',
};

describe('buildSubmission', () => {
  it('sends the inputs as a browser would, then form_id, captcha, form and submission_id', () => {
    const file = makeFile('ava.png', 'image/png');
    const body = buildSubmission(
      { name: ' Ava ', email: 'p@example.com', file, consent_public: true, consent_terms: false },
      meta,
    );
    expect([...body.keys()]).toEqual([
      'name',
      'email',
      'file',
      'consent_public',
      'form_id',
      'captcha',
      'form',
      'submission_id',
    ]);
    expect(body.get('name')).toBe('Ava');
    expect(body.get('consent_public')).toBe('on');
    expect((body.get('file') as File).name).toBe('ava.png');
    expect(body.get('form_id')).toBe('colouring_competition');
    expect(body.get('captcha')).toBe('token-1');
    expect(body.get('form')).toBe('Colouring competition submission');
    expect(body.get('submission_id')).toBe('attempt-0001');
  });

  it('leaves out a file input with no file chosen', () => {
    const body = buildSubmission({ full_name: 'Sam', resume: null }, meta);
    expect(body.has('resume')).toBe(false);
    expect(body.get('full_name')).toBe('Sam');
  });
});

describe('submission ids', () => {
  it('keeps the id for a retry of the same values and makes a new one when they change', () => {
    let next = 0;
    const newId = () => `id-${++next}`;
    const first = attemptIdFor(null, fingerprintOf({ name: 'Ava' }), newId);
    const retry = attemptIdFor(first, fingerprintOf({ name: 'Ava' }), newId);
    const changed = attemptIdFor(retry, fingerprintOf({ name: 'Ava B' }), newId);
    expect(first.submissionId).toBe('id-1');
    expect(retry.submissionId).toBe('id-1');
    expect(changed.submissionId).toBe('id-2');
  });

  it('tells files apart by name and size', () => {
    expect(fingerprintOf({ file: makeFile('a.png', 'image/png', 10) })).not.toBe(
      fingerprintOf({ file: makeFile('a.png', 'image/png', 11) }),
    );
  });

  it('makes ids the intake service accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});

describe('submitUrl', () => {
  it('is the site origin path by default and joins a configured backend', () => {
    expect(submitUrl('')).toBe('/restful_forms/submitForm');
    expect(submitUrl('https://cms.example.com/')).toBe(
      'https://cms.example.com/restful_forms/submitForm',
    );
    expect(submitUrl(' https://cms.example.com ')).toBe(
      'https://cms.example.com/restful_forms/submitForm',
    );
  });
});
