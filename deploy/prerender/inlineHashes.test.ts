import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_HASHES_FILE, hashesOf, mergeHashes, readInlineHashes } from './inlineHashes';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inline hashes', () => {
  it('hashes the texts the site wrote, each once, in order', () => {
    expect(
      hashesOf({ styleElements: ['.b{}', '.a{}', '.b{}'], scripts: new Set(['start()']) }),
    ).toEqual({
      styleElements: [sha('.a{}'), sha('.b{}')].sort(),
      scripts: [sha('start()')],
    });
  });

  it('merges without duplicates', () => {
    const a = hashesOf({ styleElements: ['.a{}'], scripts: ['one()'] });
    const b = hashesOf({ styleElements: ['.a{}', '.b{}'], scripts: [] });
    expect(mergeHashes(a, b)).toEqual({
      styleElements: [sha('.a{}'), sha('.b{}')].sort(),
      scripts: [sha('one()')],
    });
  });

  it("reads a generation's hashes, leaving out the style attributes a file of an older kind lists", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-hashes-'));
    try {
      expect(readInlineHashes(dir)).toEqual({ styleElements: [], scripts: [] });
      writeFileSync(
        path.join(dir, CSP_HASHES_FILE),
        JSON.stringify({
          styleElements: ['sha256-a='],
          styleAttributes: ['sha256-b='],
          scripts: [],
        }),
      );
      expect(readInlineHashes(dir)).toEqual({ styleElements: ['sha256-a='], scripts: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
