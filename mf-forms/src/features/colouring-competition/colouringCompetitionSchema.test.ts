import { ValidationError } from 'yup';
import { makeFile } from '../../test/factories';
import {
  colouringCompetitionSchema,
  INITIAL_VALUES,
  type ColouringCompetitionValues,
} from './colouringCompetitionSchema';

const valid = (): ColouringCompetitionValues => ({
  name: 'Ava',
  email: 'parent@example.com',
  file: makeFile('ava.png', 'image/png'),
  consent_public: true,
  consent_terms: true,
});

/** Every error message, by field, of validating `values` (empty when valid). */
async function errorsOf(
  values: Partial<ColouringCompetitionValues>,
): Promise<Record<string, string>> {
  try {
    await colouringCompetitionSchema.validate({ ...valid(), ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner)
      result[inner.path ?? ''] ??= inner.message;
    return result;
  }
}

describe('colouringCompetitionSchema', () => {
  it('accepts a complete entry', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires every field, naming it', async () => {
    expect(await errorsOf(INITIAL_VALUES)).toEqual({
      name: 'Name is required',
      email: "Parent's email is required",
      file: 'Colouring page file is required',
      consent_public: "Please tick 'Show my submission publicly'",
      consent_terms: "Please tick 'I accept the Terms and Conditions'",
    });
  });

  it('treats a name or email of spaces as missing', async () => {
    expect(await errorsOf({ name: '   ', email: '  ' })).toEqual({
      name: 'Name is required',
      email: "Parent's email is required",
    });
  });

  it.each(['parent', 'parent@', '@example.com', 'parent example.com'])(
    'refuses the email %p',
    async (email) => {
      expect(await errorsOf({ email })).toEqual({
        email: "Parent's email must be a valid email address",
      });
    },
  );

  it('accepts a JPG and refuses other file types', async () => {
    expect(await errorsOf({ file: makeFile('a.jpg', 'image/jpeg') })).toEqual({});
    expect(await errorsOf({ file: makeFile('a.gif', 'image/gif') })).toEqual({
      file: 'Colouring page file must be a PNG or JPG image',
    });
    expect(await errorsOf({ file: makeFile('a.pdf', 'application/pdf') })).toEqual({
      file: 'Colouring page file must be a PNG or JPG image',
    });
  });

  it('accepts a file just under 10 MB and refuses 10 MB', async () => {
    expect(await errorsOf({ file: makeFile('a.png', 'image/png', 10 * 1024 * 1024 - 1) })).toEqual(
      {},
    );
    expect(await errorsOf({ file: makeFile('a.png', 'image/png', 10 * 1024 * 1024) })).toEqual({
      file: 'Colouring page file must be under 10 MB',
    });
  });

  it('requires each consent on its own', async () => {
    expect(await errorsOf({ consent_public: false })).toEqual({
      consent_public: "Please tick 'Show my submission publicly'",
    });
    expect(await errorsOf({ consent_terms: false })).toEqual({
      consent_terms: "Please tick 'I accept the Terms and Conditions'",
    });
  });
});
