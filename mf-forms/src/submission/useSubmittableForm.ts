import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useFocusFirstError } from '../fields/useFocusFirstError';
import type { InputValue } from './buildSubmission';
import { reportFormStep } from './formAnalytics';
import { useFormSubmission, type SubmissionState } from './useFormSubmission';

export interface SubmittableFormOptions<V> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Reading order of the fields, to focus the first invalid one. */
  fieldOrder: readonly (keyof V & string)[];
  /** The form's id for the intake service and analytics. */
  formId: string;
  /** The submission's `form` label (docs/reference/calls.md#submit). */
  formLabel: string;
  /** Hidden inputs sent with the values (the job form's retailer, position, recipient). */
  hiddenInputs?: Record<string, string>;
}

/**
 * A Formik form that validates with its Yup schema, focuses the first invalid field, waits for a
 * captcha token and submits (docs/reference/rules.md and calls.md). After a failed attempt the captcha is
 * asked again: a reCAPTCHA token is good for one verification only.
 */
export function useSubmittableForm<V extends FormikValues & Record<string, InputValue>>(
  options: SubmittableFormOptions<V>,
) {
  const { initialValues, validationSchema, fieldOrder, formId, formLabel, hiddenInputs } = options;
  const idPrefix = useId();
  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);
  const [token, setToken] = useState<string | null>(null);
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const started = useRef(false);
  const { state, submit } = useFormSubmission(formId, formLabel);

  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values) => {
      // docs/reference/rules.md#validation: submit does nothing until a captcha token exists.
      if (!token) return;
      const outcome = await submit({ ...values, ...hiddenInputs }, token);
      if (outcome === 'failure') {
        setToken(null);
        setCaptchaGeneration((generation) => generation + 1);
      }
    },
  });

  useFocusFirstError(
    formik.submitCount,
    formik.isSubmitting,
    formik.errors as Record<string, unknown>,
    fieldOrder,
    fieldId,
  );

  const errorOf = (name: keyof V & string): string | undefined => {
    const error = (formik.errors as FormikErrors<Record<string, string>>)[name];
    return formik.touched[name] && typeof error === 'string' ? error : undefined;
  };

  /** Analytics 'start' on the first change of any field. */
  const noteStart = () => {
    if (started.current) return;
    started.current = true;
    reportFormStep(formId, 'start');
  };

  return {
    idPrefix,
    fieldId,
    formik,
    errorOf,
    token,
    setToken,
    captchaGeneration,
    submission: state,
    noteStart,
    hiddenInputs: { form_id: formId, ...hiddenInputs },
  };
}

/** What FormFrame needs of a form, whatever its values. */
export interface SubmittableForm {
  idPrefix: string;
  formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  token: string | null;
  setToken: (token: string | null) => void;
  captchaGeneration: number;
  submission: SubmissionState;
  noteStart: () => void;
  hiddenInputs: Record<string, string>;
}
