import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { federationBytes, pageFederationBytes } from './federationBytes';

describe('federationBytes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'federation-bytes-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(file: string, bytes: number | string) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof bytes === 'string' ? bytes : Buffer.alloc(bytes));
  }

  it("reads the runtime and each remote entry's brotli copy, and adds a page's", () => {
    write(
      'shell/federation-assets.json',
      JSON.stringify({ entry: { js: ['main.0123456789.js', 'bootstrap.0123456789.js'], css: [] } }),
    );
    write('shell/main.0123456789.js.br', 7000);
    write('stores/remoteEntry.js.br', 3000);
    write('gifts/remoteEntry.js.br', 2500);
    const bytes = federationBytes(path.join(dir, 'shell'), {
      stores: path.join(dir, 'stores'),
      gifts: path.join(dir, 'gifts'),
    });
    expect(bytes).toEqual({ runtime: 7000, entries: { stores: 3000, gifts: 2500 } });
    expect(pageFederationBytes(bytes, ['stores'])).toBe(10_000);
    expect(pageFederationBytes(bytes, ['stores', 'gifts'])).toBe(12_500);
  });

  it('names the copy that is missing', () => {
    write(
      'shell/federation-assets.json',
      JSON.stringify({ entry: { js: ['main.1.js'], css: [] } }),
    );
    expect(() => federationBytes(path.join(dir, 'shell'), {})).toThrow(
      `${path.join(dir, 'shell', 'main.1.js.br')} is missing: build the site first (npm run build)`,
    );
  });
});
