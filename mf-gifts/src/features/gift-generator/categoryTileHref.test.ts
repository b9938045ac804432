import { categoryTileHref } from './categoryTileHref';

describe('categoryTileHref', () => {
  it('adds ?category={id} to the configured path', () => {
    expect(categoryTileHref('/gift-generator/', 29)).toBe('/gift-generator/?category=29');
  });

  it("replaces a category already there and keeps the editor's other query and hash", () => {
    expect(categoryTileHref('/gift-generator/?for=Kids&category=1#results', 20)).toBe(
      '/gift-generator/?for=Kids&category=20#results',
    );
  });
});
