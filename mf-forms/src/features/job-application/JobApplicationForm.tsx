import { FileField } from '../../fields/FileField';
import { TextField } from '../../fields/TextField';
import { FormFrame } from '../../submission/FormFrame';
import { useSubmittableForm } from '../../submission/useSubmittableForm';
import {
  ACCEPTED_RESUME_TYPES,
  FIELD_ORDER,
  INITIAL_VALUES,
  jobApplicationSchema,
  LABELS,
  RESUME_NOTE,
} from './jobApplicationSchema';

/** The intake service's id of this form (decision 141). */
export const JOB_APPLICATION_FORM_ID = 'job_application';
export const JOB_APPLICATION_SUCCESS = 'Your submission has been received. Thank you for applying!';

/** docs/reference/calls.md: 'Job Application for {position} at {store}'. */
export const jobApplicationFormLabel = (position: string, store: string) =>
  `Job Application for ${position} at ${store}`;

export interface JobApplicationFormProps {
  storeName: string;
  position: string;
  recipient: string;
  /** The listing's own form id, sent as the hidden `formId` input (decision 141). */
  formId: string;
}

/**
 * Block 10 (docs/reference/blocks.md#block-10) and 'Job listing': 'Apply for this job: {position}', with the listing's store,
 * position, recipient and form id sent as hidden inputs (section 7).
 */
export function JobApplicationForm({
  storeName,
  position,
  recipient,
  formId,
}: JobApplicationFormProps) {
  const form = useSubmittableForm({
    initialValues: INITIAL_VALUES,
    validationSchema: jobApplicationSchema,
    fieldOrder: FIELD_ORDER,
    formId: JOB_APPLICATION_FORM_ID,
    formLabel: jobApplicationFormLabel(position, storeName),
    hiddenInputs: { retailer: storeName, position, 'retailer recipient': recipient, formId },
  });
  const { formik, fieldId, errorOf } = form;
  return (
    <FormFrame
      form={form}
      title={`Apply for this job: ${position}`}
      successText={JOB_APPLICATION_SUCCESS}
    >
      <TextField
        id={fieldId('full_name')}
        label={LABELS.full_name}
        autoComplete="name"
        required
        error={errorOf('full_name')}
        {...formik.getFieldProps('full_name')}
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
        id={fieldId('phone')}
        label={LABELS.phone}
        type="tel"
        autoComplete="tel"
        required
        error={errorOf('phone')}
        {...formik.getFieldProps('phone')}
      />
      <FileField
        id={fieldId('resume')}
        name="resume"
        label={LABELS.resume}
        accept={ACCEPTED_RESUME_TYPES}
        note={RESUME_NOTE}
        file={formik.values.resume}
        error={errorOf('resume')}
        onFileChange={(file) => {
          void formik.setFieldValue('resume', file);
          void formik.setFieldTouched('resume', true, false);
        }}
        onBlur={() => void formik.setFieldTouched('resume', true)}
      />
    </FormFrame>
  );
}
