import {
  checkFields,
  FILE_KINDS,
  FORM_RULES,
  isFormId,
  MESSAGES,
  type FieldError,
  type FormId,
} from '#form-rules';
import type { SniffedType } from './fileType';

export { FORM_RULES, isFormId, type FieldError, type FormId };

export interface UploadedFile {
  field: string;
  size: number;
  sniffed: SniffedType;
}

/**
 * Every field problem of one submission (empty when it is acceptable), by the rules the browser
 * checks too, except the file's type, which `fileTypeError` reports separately as 415.
 */
export function validateFields(
  formId: FormId,
  fields: Record<string, string>,
  file: UploadedFile | undefined,
): FieldError[] {
  const { file: rule } = FORM_RULES[formId];
  const errors = checkFields(formId, fields);
  if (!file || file.size === 0) {
    if (rule.required) errors.push({ field: rule.field, message: MESSAGES.required(rule.label) });
  } else if (file.field !== rule.field)
    errors.push({ field: file.field, message: 'not a file field of this form' });
  return errors;
}

/** The 415 answer's field when the file's own bytes are not an accepted type. */
export function fileTypeError(formId: FormId, file: UploadedFile | undefined): FieldError | null {
  const { file: rule } = FORM_RULES[formId];
  if (!file || file.size === 0 || file.field !== rule.field) return null;
  if ((rule.types as string[]).includes(file.sniffed)) return null;
  const kinds = FILE_KINDS[rule.types.join(',')] ?? rule.types.join(' or ');
  return { field: file.field, message: MESSAGES.fileType(rule.label, kinds) };
}
