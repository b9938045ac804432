import { entryPath } from './entryPath';

const collections = [
  { name: 'stores', folder: 'content/seed/stores', extension: 'json' },
  {
    name: 'settings',
    files: [{ name: 'site', file: 'content/seed/site.json' }],
  },
];

describe('the file of the entry the editor shows', () => {
  it('is the folder collection’s file of the slug, or the file collection’s file', () => {
    expect(entryPath(collections, '#/collections/stores/entries/adairs')).toBe(
      'content/seed/stores/adairs.json',
    );
    expect(entryPath(collections, '#/collections/settings/entries/site')).toBe(
      'content/seed/site.json',
    );
  });

  it('is none on a list, a new entry or an unknown collection', () => {
    expect(entryPath(collections, '#/collections/stores')).toBeNull();
    expect(entryPath(collections, '#/collections/stores/new')).toBeNull();
    expect(entryPath(collections, '#/collections/jobs/entries/x')).toBeNull();
  });
});
