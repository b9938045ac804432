import type { FieldRule } from './forms';

/** The message shown beside a field (and returned by forms-api for it): each names its field. */
export const MESSAGES = {
  required: (label: string) => `${label} is required`,
  email: (label: string) => `${label} must be a valid email address`,
  phone: (label: string) => `${label} must be a phone number of at least 8 digits`,
  consent: (label: string) => `Please tick '${label}'`,
  fileType: (label: string, kinds: string) => `${label} must be ${kinds}`,
};

/** How the accepted file types read in a message: "a PNG or JPG image", "a PDF". */
export const FILE_KINDS = {
  'image/png,image/jpeg': 'a PNG or JPG image',
  'application/pdf': 'a PDF',
} as Record<string, string>;

/** The message for a missing value of `rule`: a consent asks to be ticked. */
export const missingMessage = (rule: FieldRule): string =>
  rule.kind === 'consent' ? MESSAGES.consent(rule.label) : MESSAGES.required(rule.label);
