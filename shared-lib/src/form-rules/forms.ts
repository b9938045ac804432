export type FormId = 'colouring_competition' | 'job_application';

export const isFormId = (value: string | undefined): value is FormId =>
  value === 'colouring_competition' || value === 'job_application';

/** What a visible field must hold. */
export type FieldKind = 'text' | 'email' | 'phone' | 'consent';

export interface FieldRule {
  label: string;
  kind: FieldKind;
  required: boolean;
}

/** The types a file may be (judged by its own bytes on the server, by the browser's type here). */
export type FileType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface FormRules {
  /** The fields a shopper fills in, by multipart name. */
  fields: Record<string, FieldRule>;
  file: { field: string; label: string; types: FileType[]; required: boolean };
  /** Hidden fields the form sends; required ones must not be empty. */
  hidden: Record<string, { required: boolean; kind?: 'email' }>;
}

/** Sent by both forms: the form's id and label, the captcha token and the client's own id. */
const COMMON_HIDDEN = {
  form_id: { required: true },
  form: { required: true },
  captcha: { required: true },
  submission_id: { required: false },
} as const;

/** Both forms' rules, by form id: what mf-forms checks beside each field and forms-api enforces. */
export const FORM_RULES: Record<FormId, FormRules> = {
  colouring_competition: {
    fields: {
      name: { label: 'Name', kind: 'text', required: true },
      email: { label: "Parent's email", kind: 'email', required: true },
      consent_public: { label: 'Show my submission publicly', kind: 'consent', required: true },
      consent_terms: {
        label: 'I accept the Terms and Conditions',
        kind: 'consent',
        required: true,
      },
    },
    file: {
      field: 'file',
      label: 'Colouring page file',
      types: ['image/png', 'image/jpeg'],
      required: true,
    },
    hidden: COMMON_HIDDEN,
  },
  job_application: {
    fields: {
      full_name: { label: 'Full Name', kind: 'text', required: true },
      email: { label: 'Email', kind: 'email', required: true },
      phone: { label: 'Phone', kind: 'phone', required: true },
    },
    // The resume is optional; a PDF when there is one.
    file: { field: 'resume', label: 'Resume', types: ['application/pdf'], required: false },
    hidden: {
      ...COMMON_HIDDEN,
      retailer: { required: true },
      position: { required: true },
      'retailer recipient': { required: false, kind: 'email' },
      // The listing's own form id: not required, so a tab still running an older form release
      // can submit.
      formId: { required: false },
    },
  },
};
