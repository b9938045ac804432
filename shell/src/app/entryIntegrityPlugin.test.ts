import { entryIntegrityPlugin } from './entryIntegrityPlugin';

const ENTRY = 'http://127.0.0.1:8083/releases/xmas/remoteEntry.js';

describe('entryIntegrityPlugin', () => {
  const createScript = (known: Map<string, string>, url: string) =>
    entryIntegrityPlugin(known).createScript!({ url, attrs: { async: true, 'data-x': 'y' } });

  it("gives a remote's entry the hash its release lists, asked in cors mode", () => {
    const script = createScript(
      new Map([[ENTRY, 'sha256-cmVsZWFzZWQ=']]),
      ENTRY,
    ) as HTMLScriptElement;
    expect(script.tagName).toBe('SCRIPT');
    expect(script.getAttribute('integrity')).toBe('sha256-cmVsZWFzZWQ=');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.src).toBe(ENTRY);
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-x')).toBe('y');
  });

  it('leaves an address without a hash to the runtime', () => {
    expect(createScript(new Map(), ENTRY)).toBeUndefined();
    // A hash is for its address exactly: another release of the same remote has none here.
    expect(
      createScript(new Map([[ENTRY, 'sha256-cmVsZWFzZWQ=']]), ENTRY.replace('xmas', 'easter')),
    ).toBeUndefined();
  });
});
