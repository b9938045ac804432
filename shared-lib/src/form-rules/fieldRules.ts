// A pragmatic address check, not RFC 5322: a local part, `@`, and a domain of at least two labels.
// `x@y` and `a@localhost` are refused: mail to them cannot reach anyone outside this machine.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

/**
 * Digits, spaces, +, (, ) and - with at least 8 digits: an Australian landline with its area
 * code, a mobile, or an international number.
 */
export const isPhoneNumber = (value: string): boolean =>
  /^[0-9 +()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8;

/** What a ticked checkbox sends: a browser's `on`, or what a script may send instead. */
const TICKED = new Set(['on', 'true', '1', 'yes']);

export const isTicked = (value: string | boolean | undefined): boolean =>
  value === true || (typeof value === 'string' && TICKED.has(value.trim().toLowerCase()));

/** A client's own submission id: retries with it are idempotent. */
export const isSubmissionId = (value: string): boolean => /^[A-Za-z0-9_-]{8,100}$/.test(value);

/** Uploads are under 10 MB: a file of 10,485,760 bytes or more is refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
