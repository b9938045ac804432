import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openFormsStore } from '../openStore';
import { exportSubmissions, selectSubmissions } from './submissions';

const USAGE = `Usage:
  npm run staff -w forms-api -- list   [--form ID] [--from yyyy-mm-dd] [--to yyyy-mm-dd]
  npm run staff -w forms-api -- export --out DIR [--form ID] [--from yyyy-mm-dd] [--to yyyy-mm-dd]
Forms: colouring_competition, job_application. Dates are inclusive (UTC).
Reads DATABASE_URL when set, otherwise FORMS_API_DATA_DIR (default forms-api/.data), read-only;
safe while the service runs.`;

async function main(argv: string[]): Promise<number> {
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
  const store = await openFormsStore(loadConfig(), { readonly: true });
  try {
    const rows = await selectSubmissions(store, values);
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
    const count = await exportSubmissions(store, rows, out);
    console.log(`exported ${count} submission(s) to ${out} (submissions.csv and files/)`);
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const { problems } = error as { problems?: string[] };
    console.error(`staff: ${problems ? problems.join('; ') : (error as Error).message}`);
    process.exitCode = 1;
  },
);
