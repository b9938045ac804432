import { boolean, mixed, object, string } from 'yup';
import { isPngOrJpeg, isUnderUploadLimit } from '../../fields/fileRules';

/**
 * docs/reference/rules.md#validation and docs/reference/limits.md: Name, Parent's email, the colouring page (a PNG or JPG image under
 * 10 MB) and both consents are required. Keys are the multipart field names the form sends.
 */
export const ACCEPTED_FILE_TYPES = 'image/png,image/jpeg';

/** Field labels; every error message names its field. */
export const LABELS = {
  name: 'Name',
  email: "Parent's email",
  file: 'Colouring page file',
  consent_public: 'Show my submission publicly',
  consent_terms: 'I accept the Terms and Conditions',
} as const;

export const FILE_NOTE =
  'Upload a photo or scan of your colouring page under 10 MB, ideally a PNG or JPG.';

export type ColouringCompetitionValues = {
  name: string;
  email: string;
  file: File | null;
  consent_public: boolean;
  consent_terms: boolean;
};

const tickRequired = (label: string) => `Please tick '${label}'`;

export const colouringCompetitionSchema = object({
  name: string().trim().required(`${LABELS.name} is required`),
  email: string()
    .trim()
    .required(`${LABELS.email} is required`)
    .email(`${LABELS.email} must be a valid email address`),
  file: mixed<File>()
    .nullable()
    .required(`${LABELS.file} is required`)
    .test('type', `${LABELS.file} must be a PNG or JPG image`, (file) => !file || isPngOrJpeg(file))
    .test(
      'size',
      `${LABELS.file} must be under 10 MB`,
      (file) => !file || isUnderUploadLimit(file),
    ),
  consent_public: boolean()
    .oneOf([true], tickRequired(LABELS.consent_public))
    .required(tickRequired(LABELS.consent_public)),
  consent_terms: boolean()
    .oneOf([true], tickRequired(LABELS.consent_terms))
    .required(tickRequired(LABELS.consent_terms)),
});

export const INITIAL_VALUES: ColouringCompetitionValues = {
  name: '',
  email: '',
  file: null,
  consent_public: false,
  consent_terms: false,
};

/** Field order, for focusing the first invalid field after a failed submit. */
export const FIELD_ORDER = ['name', 'email', 'file', 'consent_public', 'consent_terms'] as const;
