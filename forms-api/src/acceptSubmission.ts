import type { Reply } from './answers';
import type { CaptchaVerifier } from './captcha';
import type { FormsApiConfig } from './config';
import type { FreeDiskWatch } from './diskSpace';
import { cleanFileName } from './fileName';
import { fileTypeError, FORM_RULES, isFormId, validateFields, type FieldError } from './forms';
import { composeMail } from './mail';
import type { TempFile } from './multipart';
import type { Outbox } from './outbox';
import type { FormsStore } from './formsStore';

export interface Acceptance {
  reply: Reply;
  /** The file was moved into the store (the caller must not delete it). */
  stored?: boolean;
}

export interface AcceptDeps {
  config: FormsApiConfig;
  store: FormsStore;
  outbox: Outbox;
  captcha: CaptchaVerifier;
  disk: FreeDiskWatch;
}

/**
 * Validates, verifies the captcha and stores a completely received submission: the answer it
 * gets, from the fields alone (the request was admitted and read by the service).
 */
export function acceptSubmission({ config, store, outbox, captcha, disk }: AcceptDeps) {
  return async function accept(
    fields: Record<string, string>,
    repeated: string[],
    file: TempFile | undefined,
    client: string,
  ): Promise<Acceptance> {
    const formId = fields.form_id;
    if (!isFormId(formId))
      return {
        reply: {
          status: 422,
          body: { error: 'invalid', fields: [{ field: 'form_id', message: 'unknown form' }] },
        },
      };
    // A file input left empty can arrive as an empty text part of the file's name: no file.
    const fileField = FORM_RULES[formId].file.field;
    if (fields[fileField] === '') delete fields[fileField];
    // A retry of a stored submission: answer as the first time (its captcha is spent).
    const previous = fields.submission_id
      ? await store.findBySubmissionId(fields.submission_id)
      : undefined;
    if (previous && previous.form_id === formId)
      return {
        reply: {
          status: 200,
          body: { id: previous.id, replayed: true },
          headers: { 'Idempotent-Replayed': 'true' },
        },
      };
    const upload = file && { field: file.field, size: file.size, sniffed: file.sniffed };
    const errors: FieldError[] = [
      ...repeated.map((field) => ({ field, message: 'sent more than once' })),
      ...validateFields(formId, fields, upload),
    ];
    if (previous) errors.push({ field: 'submission_id', message: 'already used by another form' });
    if (errors.length > 0)
      return { reply: { status: 422, body: { error: 'invalid', fields: errors } } };
    const typeError = fileTypeError(formId, upload);
    if (typeError)
      return { reply: { status: 415, body: { error: 'unsupported_file_type', ...typeError } } };

    const verdict = await captcha.verify(fields.captcha ?? '', client);
    if (!verdict.ok)
      return {
        reply:
          verdict.reason === 'unavailable'
            ? {
                status: 503,
                body: {
                  error: 'captcha_unavailable',
                  field: 'captcha',
                  message: 'Try again shortly',
                },
                headers: { 'Retry-After': '10' },
              }
            : { status: 403, body: { error: 'captcha', field: 'captcha', reason: verdict.reason } },
      };

    // The token is spent and says nothing about the submission: it is not stored.
    const kept = { ...fields };
    delete kept.captcha;
    const result = await store.commit({
      formId,
      submissionId: fields.submission_id,
      fields: kept,
      file: file && { temp: file, originalName: cleanFileName(file.originalName, file.sniffed) },
      mail: composeMail(formId, kept, config),
    });
    outbox.kick();
    disk.sample();
    return result.created
      ? { reply: { status: 201, body: { id: result.id } }, stored: true }
      : {
          reply: {
            status: 200,
            body: { id: result.id, replayed: true },
            headers: { 'Idempotent-Replayed': 'true' },
          },
          stored: true,
        };
  };
}
