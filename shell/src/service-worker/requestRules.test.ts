import { isHashedFile, isOutOfBounds, pageKey } from './requestRules';

const ORIGIN = 'http://127.0.0.1:8080';
const at = (path: string) => new URL(path, ORIGIN);

describe('isOutOfBounds', () => {
  it("leaves the editor, the forms service, the site events and the previews' addresses alone", () => {
    for (const path of [
      '/admin/',
      '/admin/config.yml',
      '/restful_forms/submitForm',
      '/site-events/',
      '/__preview/Qm9vdHN0cmFwUHJldmlld1Rva2Vu/stores/',
      '/__preview/exit',
    ])
      expect(isOutOfBounds(at(path), '')).toBe(true);
    for (const path of ['/', '/stores/', '/administration/', '/bootstrap.67c402f88a.css'])
      expect(isOutOfBounds(at(path), '')).toBe(false);
  });

  it("leaves alone what the editor's pages load, wherever it is", () => {
    expect(isOutOfBounds(at('/images/stores/nike/logo.png'), `${ORIGIN}/admin/`)).toBe(true);
    expect(isOutOfBounds(at('/images/stores/nike/logo.png'), `${ORIGIN}/stores/nike/`)).toBe(false);
    expect(isOutOfBounds(at('/images/x.png'), 'http://127.0.0.1:9999/admin/')).toBe(false);
  });
});

describe('isHashedFile', () => {
  it('knows a content-hashed name', () => {
    expect(isHashedFile('/bootstrap.67c402f88a.css')).toBe(true);
    expect(isHashedFile('/4f2981d82860061bca3e.woff2')).toBe(true);
    expect(isHashedFile('/assets/remote-styles/remote.ae44de3e80f19a60ddeb.css')).toBe(true);
    expect(isHashedFile('/images/stores/nike/logo-300w.webp')).toBe(false);
    expect(isHashedFile('/remoteEntry.js')).toBe(false);
  });
});

describe('pageKey', () => {
  it('keeps a page under its address without the fragment', () => {
    expect(pageKey(`${ORIGIN}/centre-map/#shop-T1`)).toBe(`${ORIGIN}/centre-map/`);
    expect(pageKey(`${ORIGIN}/whats-on/?filter=events`)).toBe(`${ORIGIN}/whats-on/?filter=events`);
  });
});
