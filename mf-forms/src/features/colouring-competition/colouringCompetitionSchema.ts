import { boolean, mixed, object, string, type InferType } from 'yup';

/** Spec sections 5 and 9: the colouring page is an image under 10 MB, ideally PNG or JPG. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_FILE_TYPES = 'image/png,image/jpeg';

/** Field labels; every error message names its field. */
export const LABELS = {
  name: 'Name',
  email: "Parent's email",
  file: 'Colouring page file',
  showPublicly: 'Show my submission publicly',
  acceptTerms: 'I accept the Terms and Conditions',
} as const;

export const colouringCompetitionSchema = object({
  name: string().trim().required(`${LABELS.name} is required`),
  email: string()
    .trim()
    .required(`${LABELS.email} is required`)
    .email(`${LABELS.email} must be a valid email address`),
  file: mixed<File>()
    .nullable()
    .required(`${LABELS.file} is required`)
    .test(
      'image',
      `${LABELS.file} must be an image (PNG or JPG)`,
      (file) => !file || file.type.startsWith('image/'),
    )
    .test(
      'size',
      `${LABELS.file} must be under 10 MB`,
      (file) => !file || file.size < MAX_FILE_BYTES,
    ),
  showPublicly: boolean()
    .oneOf([true], `Please tick '${LABELS.showPublicly}'`)
    .required(`Please tick '${LABELS.showPublicly}'`),
  acceptTerms: boolean()
    .oneOf([true], `Please tick '${LABELS.acceptTerms}'`)
    .required(`Please tick '${LABELS.acceptTerms}'`),
});

export type ColouringCompetitionValues = {
  [K in keyof InferType<typeof colouringCompetitionSchema>]: K extends 'file'
    ? File | null
    : InferType<typeof colouringCompetitionSchema>[K];
};

export const INITIAL_VALUES: ColouringCompetitionValues = {
  name: '',
  email: '',
  file: null,
  showPublicly: false,
  acceptTerms: false,
};

/** Field order, for focusing the first invalid field after a failed submit. */
export const FIELD_ORDER = ['name', 'email', 'file', 'showPublicly', 'acceptTerms'] as const;
