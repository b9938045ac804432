import { useFormik } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { CheckboxField } from '../../fields/CheckboxField';
import { TextField } from '../../fields/TextField';
import '../../fields/fields.css';
import {
  ACCEPTED_FILE_TYPES,
  colouringCompetitionSchema,
  FIELD_ORDER,
  INITIAL_VALUES,
  LABELS,
  type ColouringCompetitionValues,
} from './colouringCompetitionSchema';

type FieldName = keyof ColouringCompetitionValues;

/**
 * The colouring competition entry form (spec sections 5 and 9). Errors show once a field is left
 * or the form is submitted, each tied to its field with aria-describedby; a failed submit moves
 * focus to the first invalid field.
 *
 * Submitting only validates for now: the captcha and the submission client (POST to the content
 * backend, 'Submitting...', success and error panels) are a later issue, and nothing here
 * pretends to send the entry.
 */
export function ColouringCompetitionForm() {
  const idPrefix = useId();
  const fieldId = (name: FieldName) => `${idPrefix}-${name}`;
  const formik = useFormik<ColouringCompetitionValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: colouringCompetitionSchema,
    // Validation only until the captcha and submission client exist (see above).
    onSubmit: async () => undefined,
  });
  const { errors, touched, submitCount, isSubmitting } = formik;
  const errorOf = (name: FieldName): string | undefined =>
    touched[name] ? errors[name] : undefined;

  // Once per submit attempt, after its validation (not on every keystroke): focus the first error.
  const handledSubmitCount = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmitCount.current) return;
    handledSubmitCount.current = submitCount;
    const firstInvalid = FIELD_ORDER.find((name) => errors[name]);
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  }, [submitCount, isSubmitting, errors, idPrefix]);

  return (
    <form
      className="form colouring-competition"
      aria-labelledby={`${idPrefix}-title`}
      noValidate
      onSubmit={formik.handleSubmit}
    >
      <h2 id={`${idPrefix}-title`}>Enter the colouring competition</h2>
      <TextField
        id={fieldId('name')}
        label={LABELS.name}
        autoComplete="name"
        required
        error={errorOf('name')}
        {...formik.getFieldProps('name')}
      />
      <TextField
        id={fieldId('email')}
        label={LABELS.email}
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...formik.getFieldProps('email')}
      />
      <TextField
        id={fieldId('file')}
        label={LABELS.file}
        type="file"
        name="file"
        accept={ACCEPTED_FILE_TYPES}
        required
        help="Upload a photo or scan of your colouring page under 10 MB, ideally a PNG or JPG."
        error={errorOf('file')}
        // A file input cannot be controlled: keep the chosen File in the form state.
        onChange={(event) =>
          void formik.setFieldValue('file', event.currentTarget.files?.[0] ?? null)
        }
        onBlur={() => void formik.setFieldTouched('file', true)}
      />
      <CheckboxField
        id={fieldId('showPublicly')}
        label={LABELS.showPublicly}
        required
        error={errorOf('showPublicly')}
        {...formik.getFieldProps({ name: 'showPublicly', type: 'checkbox' })}
      />
      <CheckboxField
        id={fieldId('acceptTerms')}
        label={LABELS.acceptTerms}
        required
        error={errorOf('acceptTerms')}
        {...formik.getFieldProps({ name: 'acceptTerms', type: 'checkbox' })}
      />
      <div>
        <button type="submit">Submit</button>
      </div>
    </form>
  );
}
