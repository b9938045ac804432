import type { FormId } from './forms';
import type { TempFile } from './multipart';

/** One mail to send for a submission, queued in the same transaction as the submission. */
export interface OutgoingMail {
  recipient: string;
  subject: string;
  body: string;
  attach: boolean;
}

export interface SubmissionRow {
  id: string;
  submission_id: string | null;
  form_id: FormId;
  created_at: string;
  fields_json: string;
  /** The file's columns are null for a submission without one (a job application's resume). */
  stored_name: string | null;
  original_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file_sha256: string | null;
}

export interface CommitInput {
  formId: FormId;
  submissionId?: string;
  fields: Record<string, string>;
  /** The upload and its cleaned original name; absent when the form was sent without one. */
  file?: { temp: TempFile; originalName: string };
  mail: OutgoingMail[];
  now?: Date;
}

/** Which submissions the staff command lists or exports. */
export interface Selection {
  form?: string;
  /** Inclusive yyyy-mm-dd (UTC) bounds on when a submission was stored. */
  from?: string;
  to?: string;
}

/** A selection as the store reads it: stored at or after `from`, before `before` (ISO text). */
export interface StoredBetween {
  form?: string;
  from?: string;
  before?: string;
}

/** A queued mail this instance holds the lease of, with its attachment's bytes when it has one. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  attachment: { filename: string; contentType: string; content: Buffer } | null;
}

/** An outbox row as a claim returns it, on either engine. */
export interface ClaimedRow extends Omit<ClaimedMail, 'attachment'> {
  submission: string;
  attach: boolean | number;
}

/**
 * The claimed mail as the outbox sends it: the submission's file attached (named and typed by
 * what its bytes are) when the mail attaches it and the submission has one.
 */
export async function withAttachment(
  store: Pick<FormsStore, 'submission' | 'fileBytes'>,
  { submission, attach, ...mail }: ClaimedRow,
): Promise<ClaimedMail> {
  const row = (await store.submission(submission))!;
  const content = attach ? await store.fileBytes(row) : null;
  return {
    ...mail,
    attachment: content && {
      filename: row.original_name ?? 'file',
      contentType: row.file_type ?? 'application/octet-stream',
      content,
    },
  };
}

/** The per-client submission rate: 0 when allowed (and counted), else seconds to wait. */
export interface RateCounter {
  take(client: string): Promise<number>;
}

/**
 * Where submissions, their files and their outbox live: SQLite and files on one machine
 * (`sqliteStore.ts`), or PostgreSQL shared by every instance (`postgresStore.ts`). Uploads stream
 * into `tmpDir` on this machine while they arrive, whatever the engine.
 */
export interface FormsStore {
  readonly engine: 'sqlite' | 'postgres';
  readonly tmpDir: string;
  findBySubmissionId(submissionId: string): Promise<SubmissionRow | undefined>;
  submission(id: string): Promise<SubmissionRow | undefined>;
  /** Submissions of one form (or all) stored within the bounds, oldest first. */
  select(selection: StoredBetween): Promise<SubmissionRow[]>;
  /** A submission's file, byte for byte; null when it was sent without one. */
  fileBytes(row: Pick<SubmissionRow, 'id' | 'stored_name'>): Promise<Buffer | null>;
  /**
   * Makes one accepted submission durable, with its mail queued, and takes the temporary file
   * over (the caller must not delete it). Returns the existing row's id instead when a
   * submission with the same client id is already stored (a retry).
   */
  commit(input: CommitInput): Promise<{ id: string; created: boolean }>;
  /**
   * Takes the lease of the oldest mail due at `now` that nobody holds (or whose lease ran out):
   * until `now + leaseMs` no other instance sends it.
   */
  claimMail(now: number, leaseMs: number, owner: string): Promise<ClaimedMail | undefined>;
  mailSent(id: number, at: number): Promise<void>;
  /** Gives the lease back with the next attempt due at `nextAttemptAt`. */
  mailFailed(id: number, owner: string, nextAttemptAt: number, error: string): Promise<void>;
  pendingMail(): Promise<number>;
  /** The submission rate per client address, counted where every instance sees it. */
  rateCounter(perMinute: number): RateCounter;
  close(): Promise<void>;
}
