import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../store';
import { exportSubmissions, selectSubmissions } from './submissions';

const USAGE = `Usage:
  npm run staff -w forms-api -- list   [--form ID] [--from yyyy-mm-dd] [--to yyyy-mm-dd]
  npm run staff -w forms-api -- export --out DIR [--form ID] [--from yyyy-mm-dd] [--to yyyy-mm-dd]
Forms: colouring_competition, job_application. Dates are inclusive (UTC).
Reads FORMS_API_DATA_DIR (default forms-api/.data) read-only; safe while the service runs.`;

function main(argv: string[]): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      form: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (command !== 'list' && command !== 'export') {
    console.error(USAGE);
    return 2;
  }
  const { dataDir } = loadConfig();
  const db = openDatabase(path.join(dataDir, 'forms.sqlite'), { readonly: true });
  try {
    const rows = selectSubmissions(db, values);
    if (command === 'list') {
      for (const row of rows) {
        const fields = JSON.parse(row.fields_json) as Record<string, string>;
        const who = fields.full_name ?? fields.name ?? '';
        console.log(
          [
            row.created_at,
            row.form_id,
            row.id,
            who,
            fields.email ?? '',
            row.original_name ?? '',
          ].join('\t'),
        );
      }
      console.log(`${rows.length} submission(s)`);
      return 0;
    }
    if (!values.out) {
      console.error(USAGE);
      return 2;
    }
    const out = path.resolve(values.out);
    const count = exportSubmissions(rows, path.join(dataDir, 'files'), out);
    console.log(`exported ${count} submission(s) to ${out} (submissions.csv and files/)`);
    return 0;
  } finally {
    db.close();
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`staff: ${(error as Error).message}`);
  process.exitCode = 1;
}
