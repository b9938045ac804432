import type { SniffedType } from './fileType';

export type FormId = 'colouring_competition' | 'job_application';

/** One failing field and why, as the 422 answer lists them. */
export interface FieldError {
  field: string;
  message: string;
}

interface FormDefinition {
  required: string[];
  /** Fields that must be an email address / phone number when present. */
  email: string[];
  phone: string[];
  /** Checkbox consents that must be given. */
  consents: string[];
  /** The upload: its field, the types its own bytes may be, and whether the form needs one. */
  file: { field: string; types: SniffedType[]; required: boolean };
  /** Every field the form may send; anything else is refused (422). */
  allowed: string[];
}

const COMMON = ['form_id', 'form', 'captcha', 'submission_id'];

export const FORMS: Record<FormId, FormDefinition> = {
  colouring_competition: {
    required: ['form', 'captcha', 'name', 'email'],
    email: ['email'],
    phone: [],
    consents: ['consent_public', 'consent_terms'],
    file: { field: 'file', types: ['image/png', 'image/jpeg'], required: true },
    allowed: [...COMMON, 'name', 'email', 'consent_public', 'consent_terms'],
  },
  job_application: {
    required: ['form', 'captcha', 'full_name', 'email', 'phone', 'retailer', 'position'],
    email: ['email', 'retailer recipient'],
    phone: ['phone'],
    consents: [],
    // The resume is optional (decision 153) (a PDF when there is one).
    file: { field: 'resume', types: ['application/pdf'], required: false },
    // `formId` is the listing's own form id (docs/reference/calls.md, decision 141): stored, not required,
    // so a tab still running an older mf-forms release can submit.
    allowed: [
      ...COMMON,
      'full_name',
      'email',
      'phone',
      'retailer',
      'position',
      'retailer recipient',
      'formId',
    ],
  },
};

export const isFormId = (value: string | undefined): value is FormId =>
  value === 'colouring_competition' || value === 'job_application';

// A pragmatic address check (what the browser's type=email accepts), not RFC 5322.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
// Digits, spaces, +, (, ), - and at least 8 digits: Australian and international numbers.
const PHONE_CHARS = /^[0-9 +()-]+$/;
const CONSENT_VALUES = new Set(['on', 'true', '1', 'yes']);

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);
export const isPhone = (value: string) =>
  PHONE_CHARS.test(value) && value.replace(/\D/g, '').length >= 8;

export interface UploadedFile {
  field: string;
  size: number;
  sniffed: SniffedType;
}

/**
 * Every field problem of one submission (empty when it is acceptable), except the file's type,
 * which `fileTypeError` reports separately as 415.
 */
export function validateFields(
  formId: FormId,
  fields: Record<string, string>,
  file: UploadedFile | undefined,
): FieldError[] {
  const form = FORMS[formId];
  const errors: FieldError[] = [];
  for (const name of Object.keys(fields))
    if (!form.allowed.includes(name))
      errors.push({ field: name, message: 'not a field of this form' });
  for (const name of form.required)
    if (!fields[name]?.trim()) errors.push({ field: name, message: 'required' });
  for (const name of form.email) {
    const value = fields[name]?.trim();
    if (value && !isEmail(value)) errors.push({ field: name, message: 'not an email address' });
  }
  for (const name of form.phone) {
    const value = fields[name]?.trim();
    if (value && !isPhone(value)) errors.push({ field: name, message: 'not a phone number' });
  }
  for (const name of form.consents)
    if (!CONSENT_VALUES.has(fields[name]?.trim().toLowerCase() ?? ''))
      errors.push({ field: name, message: 'consent required' });
  if (!file || file.size === 0) {
    if (form.file.required) errors.push({ field: form.file.field, message: 'required' });
  } else if (file.field !== form.file.field)
    errors.push({ field: file.field, message: 'not a file field of this form' });
  const id = fields.submission_id;
  if (id !== undefined && !/^[A-Za-z0-9_-]{8,100}$/.test(id))
    errors.push({ field: 'submission_id', message: '8-100 letters, digits, - or _' });
  return errors;
}

/** The 415 answer's field when the file's own bytes are not an accepted type. */
export function fileTypeError(formId: FormId, file: UploadedFile | undefined): FieldError | null {
  const form = FORMS[formId];
  if (!file || file.size === 0 || file.field !== form.file.field) return null;
  if (form.file.types.includes(file.sniffed)) return null;
  return { field: file.field, message: `must be ${form.file.types.join(' or ')}` };
}

/** The original file name kept only as data: no path, no control characters, at most 120 chars. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'upload';
}
