import { mixed, object, string } from 'yup';
import { isPdf, isUnderUploadLimit } from '../../fields/fileRules';

/**
 * docs/reference/rules.md#job-form: Full Name, Email and Phone are required; the resume is optional,
 * a PDF under 10 MB. Keys are the multipart field names the form sends.
 */
export const LABELS = {
  full_name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  resume: 'Resume',
} as const;

export const RESUME_NOTE = 'PDF only, less than 10 MB.';
export const ACCEPTED_RESUME_TYPES = 'application/pdf,.pdf';

export type JobApplicationValues = {
  full_name: string;
  email: string;
  phone: string;
  resume: File | null;
};

/**
 * What a phone field accepts: digits, spaces, +, (, ), - with at least 8 digits (an Australian
 * landline with area code or a mobile, or an international number); the intake service checks
 * the same (decision 142), so a typo is caught beside the field, not as a failed submission.
 */
export function isPhoneNumber(value: string): boolean {
  return /^[0-9 +()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8;
}

export const jobApplicationSchema = object({
  full_name: string().trim().required(`${LABELS.full_name} is required`),
  email: string()
    .trim()
    .required(`${LABELS.email} is required`)
    .email(`${LABELS.email} must be a valid email address`),
  phone: string()
    .trim()
    .required(`${LABELS.phone} is required`)
    .test(
      'phone',
      `${LABELS.phone} must be a phone number of at least 8 digits`,
      (value) => !value || isPhoneNumber(value),
    ),
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
