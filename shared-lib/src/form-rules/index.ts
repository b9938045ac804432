export {
  isEmailAddress,
  isPhoneNumber,
  isSubmissionId,
  isTicked,
  MAX_UPLOAD_BYTES,
} from './fieldRules';
export {
  FORM_RULES,
  isFormId,
  type FieldKind,
  type FieldRule,
  type FileType,
  type FormId,
  type FormRules,
} from './forms';
export { FILE_KINDS, MESSAGES, missingMessage } from './messages';
export { checkFields, fieldProblem, type FieldError } from './checkFields';
