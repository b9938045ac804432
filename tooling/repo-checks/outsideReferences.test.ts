import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorsOf, outsideReferences } from './outsideReferences';

const REPO_ROOT = path.resolve(__dirname, '../..');
const ISSUE = 'iss' + 'ue';

describe('outsideReferences', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'outside-references-'));
  mkdirSync(path.join(root, 'docs/reference'), { recursive: true });
  writeFileSync(
    path.join(root, 'docs/reference/limits.md'),
    '# Limits\n\n## <a id="sliders"></a>Sliders\n',
  );
  const whys = (file: string, text: string) =>
    outsideReferences(root, file, text).map((found) => `${found.line}: ${found.why}`);

  it('finds a tracker entry and an outside document, naming the line', () => {
    expect(whys('a.ts', `// fine\n// as ${ISSUE} 12 asks`)).toEqual([
      '2: names a tracker entry that a clone does not contain: say what was meant',
    ]);
    expect(whys('a.ts', '// spec sec' + 'tion 9')[0]).toMatch(/outside the repository/);
    expect(whys('a.ts', '// as the sp' + "ec's list says")[0]).toMatch(/outside the repository/);
    expect(whys('a.ts', '// the ' + 'specification of a route')).toEqual([]);
    expect(whys('a.md', 'see `../sha' + 'red/notes`')[0]).toMatch(/folder outside/);
  });

  it('checks markdown links: inside the repository and to something that exists', () => {
    expect(whys('docs/a.md', '[limits](reference/limits.md#sliders)')).toEqual([]);
    expect(whys('docs/a.md', '[x](../../elsewhere.md)')).toEqual([
      '1: links outside the repository (../../elsewhere.md)',
    ]);
    expect(whys('docs/a.md', '[x](reference/nothing.md)')).toEqual([
      '1: links to a missing reference/nothing.md',
    ]);
    expect(whys('docs/a.md', '[x](https://example.com/a) [y](#here)')).toEqual([]);
    expect(whys('docs/a.md', '[x](reference/limits.md#gifts)')).toEqual([
      '1: links to #gifts, which reference/limits.md lacks',
    ]);
  });

  it('checks pointers into the product reference, anchors included', () => {
    const pointer = (to: string) => `// docs/reference/${to}`;
    expect(whys('a.ts', pointer('limits.md#sliders'))).toEqual([]);
    expect(whys('a.ts', pointer('limits.md#limits'))).toEqual([]);
    expect(whys('a.ts', pointer('limits.md#gifts'))).toEqual([
      '1: points to #gifts, which docs/reference/limits.md lacks',
    ]);
    expect(whys('a.ts', pointer('rules.md'))).toEqual([
      '1: points to docs/reference/rules.md, which does not exist',
    ]);
  });

  it('reads anchors from headings and marks', () => {
    expect([...anchorsOf('# What\'s On\n- <a id="x"></a>X\n## A <a id="y"></a>B')]).toEqual([
      'x',
      'y',
      'whats-on',
      'a-b',
    ]);
  });
});

it('no tracked file of the repository refers to a document outside it or to a tracker entry', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== 'package-lock.json');
  const found = files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    } catch {
      return []; // listed but deleted in the working tree
    }
    return text.includes('\0') ? [] : outsideReferences(REPO_ROOT, file, text);
  });
  expect(found.map((item) => `${item.file}:${item.line}: ${item.why}: ${item.text}`)).toEqual([]);
});
