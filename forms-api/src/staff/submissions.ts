import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, isCalendarDate } from 'shared-lib/clock';
import type { FormsStore, Selection, SubmissionRow } from '../formsStore';

/** Submissions of one form (or all) stored within the date range, oldest first. */
export function selectSubmissions(
  store: FormsStore,
  selection: Selection,
): Promise<SubmissionRow[]> {
  for (const day of [selection.from, selection.to])
    if (day !== undefined && !isCalendarDate(day)) throw new Error(`not a yyyy-mm-dd date: ${day}`);
  return store.select({
    form: selection.form,
    from: selection.from,
    before: selection.to && addDays(selection.to, 1),
  });
}

/** A CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet shows it as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Writes `submissions.csv` (one row per submission, one column per field any of them has) and
 * each file as `files/{id}{extension}` into `outDir`. Returns the number exported.
 */
export async function exportSubmissions(
  store: FormsStore,
  rows: SubmissionRow[],
  outDir: string,
): Promise<number> {
  mkdirSync(path.join(outDir, 'files'), { recursive: true });
  const fieldsOf = rows.map((row) => JSON.parse(row.fields_json) as Record<string, string>);
  const names = [...new Set(fieldsOf.flatMap((fields) => Object.keys(fields)))].sort();
  const header = [
    'id',
    'form_id',
    'created_at',
    'file',
    'original_name',
    'file_size',
    'file_sha256',
  ];
  const lines = [[...header, ...names].map(csvCell).join(',')];
  for (const [i, row] of rows.entries()) {
    const fields = fieldsOf[i] ?? {};
    // A submission without a file (a job application without a resume) has empty file cells.
    const exported = row.stored_name ? `files/${row.stored_name}` : '';
    const bytes = await store.fileBytes(row);
    if (bytes) writeFileSync(path.join(outDir, exported), bytes);
    const cells = [
      row.id,
      row.form_id,
      row.created_at,
      exported,
      row.original_name ?? '',
      row.file_size === null ? '' : String(row.file_size),
      row.file_sha256 ?? '',
      ...names.map((name) => fields[name] ?? ''),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  writeFileSync(path.join(outDir, 'submissions.csv'), `${lines.join('\r\n')}\r\n`);
  return rows.length;
}
