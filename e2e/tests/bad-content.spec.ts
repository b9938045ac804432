import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/site';

// Bad content stops the build and says where: the file, the item and the field.

test('a store with a broken path alias fails the content build, naming file, item and field', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bad-content-'));
  try {
    const contentDir = path.join(work, 'content');
    const outDir = path.join(work, 'out');
    cpSync(path.join(REPO_ROOT, 'content/seed'), contentDir, { recursive: true });
    // One file per store (decision 262): the error names that file.
    const storeFile = path.join(contentDir, 'stores', 'adidas.json');
    const broken = JSON.parse(readFileSync(storeFile, 'utf8')) as {
      id: string;
      path: { alias: string };
    };
    broken.path.alias = 'not-a-store-address';
    writeFileSync(storeFile, `${JSON.stringify(broken, null, 2)}\n`);

    const result = spawnSync(
      'npm',
      ['run', '--silent', 'build', '-w', 'content', '--', '--content', contentDir, '--out', outDir],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(path.join('stores', 'adidas.json'));
    expect(result.stderr).toContain(`"${broken.id}"`);
    expect(result.stderr).toContain('path.alias');
    expect(existsSync(path.join(outDir, 'assets/data/stores/index.json'))).toBe(false);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
