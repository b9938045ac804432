import { fieldProblem, type FieldRule } from 'shared-lib/form-rules';
import { boolean, string } from 'yup';

/**
 * A Yup field that checks what forms-api checks, with the same message: one definition of the
 * form rules (shared-lib/form-rules) beside the field and on the server.
 */
export const ruledString = (rule: FieldRule) =>
  string()
    .defined()
    .test('form-rule', (value, context) => {
      const message = fieldProblem(rule, value);
      return message === null || context.createError({ message });
    });

/** A consent checkbox by the shared rule: it must be ticked. */
export const ruledConsent = (rule: FieldRule) =>
  boolean()
    .defined()
    .test('form-rule', (value, context) => {
      const message = fieldProblem(rule, value);
      return message === null || context.createError({ message });
    });
