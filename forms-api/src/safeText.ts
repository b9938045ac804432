/**
 * Characters that must never reach a stored name or a mail header: C0 and C1 controls (NUL, CR,
 * LF...), DEL, and the bidirectional formatting characters that make `resume\u202Efdp.exe` show
 * as "resumeexe.pdf" (plus the line and paragraph separators and the byte-order mark).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

export const withoutUnsafeCharacters = (value: string): string => value.replace(UNSAFE, '');

/** A value made safe for a mail header: one line, no control or bidi characters, bounded. */
export function headerText(value: string, maxLength = 200): string {
  return withoutUnsafeCharacters(value.replace(/[\r\n\t]+/g, ' '))
    .trim()
    .slice(0, maxLength);
}
