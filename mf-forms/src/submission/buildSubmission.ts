/** What a form's own inputs may hold: text, a tick, or a chosen file (or none). */
export type InputValue = string | boolean | File | null;

/** The fields every submission carries besides the form's own inputs (docs/reference/calls.md#submit). */
export interface SubmissionMeta {
  /** Which form this is, as the intake service knows it. */
  formId: string;
  /** The form's label ('Colouring competition submission', 'Job Application for ...'). */
  formLabel: string;
  /** The captcha token. */
  captcha: string;
  /** One per attempt: a retry of the same values cannot be stored twice. */
  submissionId: string;
}

/**
 * The multipart body of a submission, as a browser would send the form: text as is, a ticked box
 * as 'on' (an unticked one is left out), a chosen file with its name (no file, no part); then
 * `form_id`, `captcha`, `form` and `submission_id`.
 */
export function buildSubmission(
  inputs: Record<string, InputValue>,
  meta: SubmissionMeta,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(inputs)) {
    if (value === null || value === false) continue;
    if (value === true) body.append(name, 'on');
    else if (typeof value === 'string') body.append(name, value.trim());
    else body.append(name, value, value.name);
  }
  body.append('form_id', meta.formId);
  body.append('captcha', meta.captcha);
  body.append('form', meta.formLabel);
  body.append('submission_id', meta.submissionId);
  return body;
}
