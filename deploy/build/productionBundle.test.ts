import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleForProduction } from './productionBundle';

/** A repository of two workspaces: `app` (its entry point) and `lib`, which it bundles. */
function repository(appDependencies: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'production-bundle-'));
  const files: Record<string, unknown> = {
    'package.json': { name: 'root', workspaces: ['app', 'lib'] },
    'app/package.json': { name: 'app', dependencies: { lib: '1.0.0', ...appDependencies } },
    'lib/package.json': { name: 'lib', dependencies: { yup: '1.7.1' }, exports: './index.ts' },
    'app/main.ts': [
      "import { readFileSync } from 'node:fs';",
      "import express from 'express';",
      "import type { Shape } from './shape';",
      "import { check } from 'lib';",
      'export const shape: Shape = { express, check, readFileSync };',
    ].join('\n'),
    'app/shape.ts': 'export interface Shape { [name: string]: unknown }',
    'lib/index.ts': "import { string } from 'yup';\nexport const check = string();",
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  // The workspace is found where npm links it.
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync('../lib', path.join(root, 'node_modules/lib'));
  return root;
}

describe('bundleForProduction', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it('names each package a bundled file requires that its workspace does not list', async () => {
    const root = repository({});
    roots.push(root);
    const problems = await bundleForProduction(
      root,
      { main: path.join(root, 'app/main.ts') },
      path.join(root, 'dist'),
    );
    expect(problems).toEqual([
      'app/main.ts requires express, which is not in the dependencies of app/package.json: a production install would not have it',
    ]);
  });

  it('passes when every package is listed by the workspace of the file that requires it', async () => {
    const root = repository({ express: '4.22.3' });
    roots.push(root);
    expect(
      await bundleForProduction(
        root,
        { main: path.join(root, 'app/main.ts') },
        path.join(root, 'dist'),
      ),
    ).toEqual([]);
  });
});
