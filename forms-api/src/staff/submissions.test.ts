import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { competitionParts, jobParts, SAMPLE } from '../testing/multipartBody';
import { ENGINES, startTestService } from '../testing/testService';
import { csvCell, exportSubmissions, selectSubmissions } from './submissions';

jest.setTimeout(60_000);

describe.each(ENGINES)('staff list and export on %s', (engine) => {
  let t: Awaited<ReturnType<typeof startTestService>>;
  const drawing = SAMPLE.png(30_000);
  beforeAll(async () => {
    t = await startTestService({}, { engine });
    await t.submit(
      competitionParts(
        { name: '=HYPERLINK("x")' },
        { name: 'file', value: drawing, filename: 'sun.png', type: 'image/png' },
      ),
    );
    await t.submit(jobParts());
  });
  afterAll(() => t.stop());

  it('selects by form and inclusive date range', async () => {
    const store = t.service.store;
    const today = new Date().toISOString().slice(0, 10);
    expect(await selectSubmissions(store, {})).toHaveLength(2);
    expect(await selectSubmissions(store, { form: 'job_application' })).toHaveLength(1);
    expect(await selectSubmissions(store, { from: today, to: today })).toHaveLength(2);
    expect(await selectSubmissions(store, { to: '2000-01-01' })).toHaveLength(0);
    expect(() => selectSubmissions(store, { from: 'yesterday' })).toThrow(/yyyy-mm-dd/);
    expect(() => selectSubmissions(store, { to: '2026-02-30' })).toThrow(
      /not a yyyy-mm-dd date: 2026-02-30/,
    );
  });

  it('exports a CSV with every field and the files byte for byte', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'forms-export-'));
    try {
      const rows = await selectSubmissions(t.service.store, { form: 'colouring_competition' });
      expect(await exportSubmissions(t.service.store, rows, out)).toBe(1);
      const csv = readFileSync(path.join(out, 'submissions.csv'), 'utf8');
      const [header, line] = csv.trim().split('\r\n');
      expect(header).toContain('"consent_terms"');
      expect(line).toContain(csvCell('=HYPERLINK("x")'));
      expect(line).toContain('"sun.png"');
      expect(readFileSync(path.join(out, 'files', rows[0]!.stored_name!)).equals(drawing)).toBe(
        true,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('defuses spreadsheet formulas and quotes', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('runs as a command against the data folder', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        path.join(__dirname, 'cli.ts'),
        'list',
        '--form',
        'job_application',
      ],
      {
        cwd: path.join(__dirname, '..', '..'),
        env: {
          ...process.env,
          FORMS_API_DATA_DIR: t.config.dataDir,
          ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
        },
        encoding: 'utf8',
      },
    );
    expect(output).toContain('Grace Hopper');
    expect(output).toContain('1 submission(s)');
  });
});
