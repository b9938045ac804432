import type { InputValue } from './buildSubmission';

/**
 * What identifies one attempt's content: the text, ticks and the chosen file's name, size and
 * date. The same fingerprint after a failure is a retry and keeps its submission id, so the
 * intake service stores it once even if the first attempt reached it before the connection
 * dropped; changed values are a new attempt with a new id.
 */
export function fingerprintOf(inputs: Record<string, InputValue>): string {
  return JSON.stringify(
    Object.entries(inputs).map(([name, value]) =>
      value instanceof File ? [name, value.name, value.size, value.lastModified] : [name, value],
    ),
  );
}

export interface AttemptId {
  fingerprint: string;
  submissionId: string;
}

/** The previous attempt's id when the values are the same, otherwise a new one. */
export function attemptIdFor(
  previous: AttemptId | null,
  fingerprint: string,
  newId: () => string,
): AttemptId {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, submissionId: newId() };
}

/** A random id the intake service accepts (8-100 letters, digits, - or _). */
export function newSubmissionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  const random = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${random()}-${random()}-${random()}`;
}
