import { FORM_RULES } from 'shared-lib/form-rules';
import { mixed, object } from 'yup';
import { isPdf, isUnderUploadLimit } from '../../fields/fileRules';
import { ruledString } from '../../fields/sharedRule';

export { isPhoneNumber } from 'shared-lib/form-rules';

/**
 * docs/reference/rules.md#job-form: Full Name, Email and Phone are required; the resume is optional,
 * a PDF under 10 MB. Keys are the multipart field names the form sends.
 */
const RULES = FORM_RULES.job_application;

export const LABELS = {
  full_name: RULES.fields.full_name!.label,
  email: RULES.fields.email!.label,
  phone: RULES.fields.phone!.label,
  resume: RULES.file.label,
};

export const RESUME_NOTE = 'PDF only, less than 10 MB.';
export const ACCEPTED_RESUME_TYPES = 'application/pdf,.pdf';

export type JobApplicationValues = {
  full_name: string;
  email: string;
  phone: string;
  resume: File | null;
};

export const jobApplicationSchema = object({
  full_name: ruledString(RULES.fields.full_name!),
  email: ruledString(RULES.fields.email!),
  phone: ruledString(RULES.fields.phone!),
  resume: mixed<File>()
    .nullable()
    .defined()
    .test('type', `${LABELS.resume} must be a PDF`, (file) => !file || isPdf(file))
    .test(
      'size',
      `${LABELS.resume} must be less than 10 MB`,
      (file) => !file || isUnderUploadLimit(file),
    ),
});

export const INITIAL_VALUES: JobApplicationValues = {
  full_name: '',
  email: '',
  phone: '',
  resume: null,
};

export const FIELD_ORDER = ['full_name', 'email', 'phone', 'resume'] as const;
