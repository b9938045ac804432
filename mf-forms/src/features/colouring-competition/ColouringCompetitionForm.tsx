import { CheckboxField } from '../../fields/CheckboxField';
import { FileField } from '../../fields/FileField';
import { TextField } from '../../fields/TextField';
import { FormFrame } from '../../submission/FormFrame';
import { useSubmittableForm } from '../../submission/useSubmittableForm';
import {
  ACCEPTED_FILE_TYPES,
  colouringCompetitionSchema,
  FIELD_ORDER,
  FILE_NOTE,
  INITIAL_VALUES,
  LABELS,
} from './colouringCompetitionSchema';

/** The intake service's id of this form, and its `form` label (docs/reference/calls.md#submit). */
export const COLOURING_COMPETITION_FORM_ID = 'colouring_competition';
export const COLOURING_COMPETITION_FORM_LABEL = 'Colouring competition submission';
export const COLOURING_COMPETITION_SUCCESS =
  'Your image has been received. Thank you for your entry!';

/**
 * The colouring competition entry form (docs/reference/blocks.md#block-9, rules.md, calls.md and messages.md). Errors show
 * once a field is left or the form is submitted, each tied to its field.
 */
export function ColouringCompetitionForm() {
  const form = useSubmittableForm({
    initialValues: INITIAL_VALUES,
    validationSchema: colouringCompetitionSchema,
    fieldOrder: FIELD_ORDER,
    formId: COLOURING_COMPETITION_FORM_ID,
    formLabel: COLOURING_COMPETITION_FORM_LABEL,
  });
  const { formik, fieldId, errorOf } = form;
  const checkbox = (name: 'consent_public' | 'consent_terms') => ({
    id: fieldId(name),
    name,
    label: LABELS[name],
    required: true,
    value: formik.values[name],
    error: errorOf(name),
    onChange: () => void formik.setFieldValue(name, !formik.values[name]),
    onBlur: () => void formik.setFieldTouched(name, true),
  });
  return (
    <FormFrame
      form={form}
      title="Enter the colouring competition"
      successText={COLOURING_COMPETITION_SUCCESS}
    >
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
      <FileField
        id={fieldId('file')}
        name="file"
        label={LABELS.file}
        accept={ACCEPTED_FILE_TYPES}
        note={FILE_NOTE}
        file={formik.values.file}
        required
        error={errorOf('file')}
        onFileChange={(file) => {
          void formik.setFieldValue('file', file);
          void formik.setFieldTouched('file', true, false);
        }}
        onBlur={() => void formik.setFieldTouched('file', true)}
      />
      <CheckboxField {...checkbox('consent_public')} />
      <CheckboxField {...checkbox('consent_terms')} />
    </FormFrame>
  );
}
