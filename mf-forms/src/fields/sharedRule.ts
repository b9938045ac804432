import { fieldProblem, type FieldRule } from 'shared-lib/form-rules';
import { boolean, string, type TestContext } from 'yup';

/** The shared rule as a Yup test: its message, or a pass. */
const byRule = (rule: FieldRule) => (value: string | boolean | undefined, context: TestContext) => {
  const message = fieldProblem(rule, value);
  return message === null || context.createError({ message });
};

/**
 * A Yup field that checks what forms-api checks, with the same message: one definition of the
 * form rules (shared-lib/form-rules) beside the field and on the server. No `.defined()`: Formik
 * hands an emptied field to Yup as undefined, which the rule reports as missing.
 */
export const ruledString = (rule: FieldRule) => string().test('form-rule', byRule(rule));

/** A consent checkbox by the shared rule: it must be ticked. */
export const ruledConsent = (rule: FieldRule) => boolean().test('form-rule', byRule(rule));
