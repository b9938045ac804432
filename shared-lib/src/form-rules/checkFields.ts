import { isEmailAddress, isPhoneNumber, isSubmissionId, isTicked } from './fieldRules';
import { FORM_RULES, type FieldRule, type FormId } from './forms';
import { MESSAGES, missingMessage } from './messages';

/** One failing field and why. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The problem with one visible field's value, or null when it is acceptable. A text value is
 * judged trimmed; a consent is a ticked checkbox (true, or what a browser sends for one).
 */
export function fieldProblem(rule: FieldRule, value: string | boolean | undefined): string | null {
  if (rule.kind === 'consent')
    return isTicked(value) || !rule.required ? null : missingMessage(rule);
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return rule.required ? missingMessage(rule) : null;
  if (rule.kind === 'email' && !isEmailAddress(text)) return MESSAGES.email(rule.label);
  if (rule.kind === 'phone' && !isPhoneNumber(text)) return MESSAGES.phone(rule.label);
  return null;
}

/**
 * Every field problem of one submitted form's text fields (multipart names and values), empty
 * when they are acceptable: unknown fields, missing or malformed values. The file is judged apart.
 */
export function checkFields(formId: FormId, fields: Record<string, string>): FieldError[] {
  const form = FORM_RULES[formId];
  const errors: FieldError[] = [];
  for (const name of Object.keys(fields))
    if (!(name in form.fields) && !(name in form.hidden) && name !== form.file.field)
      errors.push({ field: name, message: 'not a field of this form' });
  for (const [field, rule] of Object.entries(form.fields)) {
    const message = fieldProblem(rule, fields[field]);
    if (message) errors.push({ field, message });
  }
  for (const [field, rule] of Object.entries(form.hidden)) {
    const value = fields[field]?.trim() ?? '';
    if (rule.required && value === '') errors.push({ field, message: 'required' });
    else if (value !== '' && rule.kind === 'email' && !isEmailAddress(value))
      errors.push({ field, message: 'not an email address' });
  }
  const id = fields.submission_id;
  if (id !== undefined && !isSubmissionId(id))
    errors.push({ field: 'submission_id', message: '8-100 letters, digits, - or _' });
  return errors;
}
