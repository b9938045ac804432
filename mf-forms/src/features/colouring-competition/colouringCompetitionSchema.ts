import { FORM_RULES, MESSAGES } from 'shared-lib/form-rules';
import { mixed, object } from 'yup';
import { isPngOrJpeg, isUnderUploadLimit } from '../../fields/fileRules';
import { ruledConsent, ruledString } from '../../fields/sharedRule';

/**
 * docs/reference/rules.md#validation and docs/reference/limits.md: Name, Parent's email, the colouring page (a PNG or JPG image under
 * 10 MB) and both consents are required. Keys are the multipart field names the form sends.
 */
export const ACCEPTED_FILE_TYPES = 'image/png,image/jpeg';

const RULES = FORM_RULES.colouring_competition;

/** Field labels; every error message names its field. */
export const LABELS = {
  name: RULES.fields.name!.label,
  email: RULES.fields.email!.label,
  file: RULES.file.label,
  consent_public: RULES.fields.consent_public!.label,
  consent_terms: RULES.fields.consent_terms!.label,
};

export const FILE_NOTE =
  'Upload a photo or scan of your colouring page under 10 MB, ideally a PNG or JPG.';

export type ColouringCompetitionValues = {
  name: string;
  email: string;
  file: File | null;
  consent_public: boolean;
  consent_terms: boolean;
};

export const colouringCompetitionSchema = object({
  name: ruledString(RULES.fields.name!),
  email: ruledString(RULES.fields.email!),
  file: mixed<File>()
    .nullable()
    .required(MESSAGES.required(LABELS.file))
    .test('type', `${LABELS.file} must be a PNG or JPG image`, (file) => !file || isPngOrJpeg(file))
    .test(
      'size',
      `${LABELS.file} must be under 10 MB`,
      (file) => !file || isUnderUploadLimit(file),
    ),
  consent_public: ruledConsent(RULES.fields.consent_public!),
  consent_terms: ruledConsent(RULES.fields.consent_terms!),
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
