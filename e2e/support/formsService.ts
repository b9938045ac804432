import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRows } from 'forms-api/sql';
import { openDatabase, type SubmissionRow } from 'forms-api/store';
import { formsApiHealthUrl, startFormsApiBeside } from 'deploy/forms-api-beside';
import { E2E_SITE_CONFIG } from './releases';

export interface StoredSubmission {
  formId: string;
  submissionId: string | null;
  fields: Record<string, string>;
  file: { originalName: string; type: string; bytes: Buffer } | null;
}

export interface FormsService {
  /** Every submission the service has stored, oldest first, with its file's bytes from disk. */
  stored(): StoredSubmission[];
  stop(): Promise<void>;
}

/** Every submission forms-api stored in `dataDir`, oldest first, with its file's bytes. */
export function storedSubmissions(dataDir: string): StoredSubmission[] {
  const db = openDatabase(path.join(dataDir, 'forms.sqlite'), { readonly: true });
  try {
    const rows = allRows<SubmissionRow>(db, 'SELECT * FROM submissions ORDER BY created_at, rowid');
    return rows.map((row) => ({
      formId: row.form_id,
      submissionId: row.submission_id,
      fields: JSON.parse(row.fields_json) as Record<string, string>,
      file: row.stored_name
        ? {
            originalName: row.original_name ?? '',
            type: row.file_type ?? '',
            bytes: readFileSync(path.join(dataDir, 'files', row.stored_name)),
          }
        : null,
    }));
  } finally {
    db.close();
  }
}

/** Resolves once forms-api answers its health check; rejects if it exits or stays silent. */
export async function untilFormsServiceAnswers(child: ChildProcess): Promise<void> {
  const health = formsApiHealthUrl(E2E_SITE_CONFIG);
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`forms-api exited with ${child.exitCode}`);
    try {
      if ((await fetch(health)).ok) return;
    } catch {
      if (attempt > 150) throw new Error(`forms-api did not answer at ${health}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real forms service (forms-api) beside the e2e site (where its server passes
 * `/restful_forms/` on to), on its own empty data folder, with its offline captcha verifier (the
 * site is built with the captcha test double): the forms post through the site's server to it,
 * and tests read what it stored.
 */
export async function startFormsService(): Promise<FormsService> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-forms-'));
  const child = startFormsApiBeside(E2E_SITE_CONFIG, {
    FORMS_API_DATA_DIR: dataDir,
    FORMS_API_CAPTCHA: 'offline-test-only',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilFormsServiceAnswers(child);
  return {
    stored: () => storedSubmissions(dataDir),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
