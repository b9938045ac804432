import { DEFAULT_DRUPAL_LIMITS } from '../drupal/drupalSite';
import { parseCliArgs } from './parseCliArgs';

describe('parseCliArgs', () => {
  const packageDir = '/repo/content';

  it('defaults to the seed and dist folders of the package', () => {
    expect(parseCliArgs([], {}, packageDir)).toEqual({
      contentDir: '/repo/content/seed',
      outDir: '/repo/content/dist',
      help: false,
    });
  });

  it('reads relative paths from the directory the command was typed in', () => {
    const options = parseCliArgs(
      ['--content', 'cms/export', '--out', '/srv/site'],
      { INIT_CWD: '/repo' },
      packageDir,
    );
    expect(options).toMatchObject({ contentDir: '/repo/cms/export', outDir: '/srv/site' });
  });

  it('takes the content directory from CONTENT_DIR unless --content is given', () => {
    expect(
      parseCliArgs([], { CONTENT_DIR: '/data/content', INIT_CWD: '/repo' }, packageDir).contentDir,
    ).toBe('/data/content');
    expect(
      parseCliArgs(
        ['--content', 'x'],
        { CONTENT_DIR: '/data/content', INIT_CWD: '/repo' },
        packageDir,
      ).contentDir,
    ).toBe('/repo/x');
  });

  it('rejects unknown options', () => {
    expect(() => parseCliArgs(['--contents', 'x'], {}, packageDir)).toThrow(/Unknown option/);
  });

  it('reads from Drupal with CONTENT_SOURCE=drupal and its address, keeping pictures in the cache', () => {
    const expected = {
      contentDir: '/repo/content/.cache/drupal-files',
      drupal: {
        base: 'https://cms.example.com',
        origin: 'https://cms.example.com',
        limits: DEFAULT_DRUPAL_LIMITS,
      },
      outDir: '/repo/content/dist',
      help: false,
    };
    expect(
      parseCliArgs(
        [],
        { CONTENT_SOURCE: 'drupal', DRUPAL_BASE_URL: 'https://cms.example.com/' },
        packageDir,
      ),
    ).toEqual(expected);
    expect(
      parseCliArgs(['--source', 'drupal', '--drupal', 'https://cms.example.com'], {}, packageDir),
    ).toEqual(expected);
  });

  it('refuses a Drupal source without an address or with a content directory, and unknown sources', () => {
    expect(() => parseCliArgs([], { CONTENT_SOURCE: 'drupal' }, packageDir)).toThrow(
      /needs --drupal or DRUPAL_BASE_URL/,
    );
    expect(() =>
      parseCliArgs(
        ['--content', 'x'],
        { CONTENT_SOURCE: 'drupal', DRUPAL_BASE_URL: 'https://cms.example.com' },
        packageDir,
      ),
    ).toThrow('--content and CONTENT_DIR do not go with the drupal source');
    // Plain http is refused before anything is read, and a limit that is not a number.
    expect(() =>
      parseCliArgs(
        [],
        { CONTENT_SOURCE: 'drupal', DRUPAL_BASE_URL: 'http://cms.example.com' },
        packageDir,
      ),
    ).toThrow('Drupal: http://cms.example.com is refused: Drupal is read over https only');
    expect(() =>
      parseCliArgs(
        [],
        {
          CONTENT_SOURCE: 'drupal',
          DRUPAL_BASE_URL: 'https://cms.example.com',
          DRUPAL_MAX_SECONDS: 'forever',
        },
        packageDir,
      ),
    ).toThrow('DRUPAL_MAX_SECONDS must be a positive number (got "forever")');
    expect(() => parseCliArgs(['--source', 'wordpress'], {}, packageDir)).toThrow(
      'The content source must be "files" or "drupal", not "wordpress"',
    );
  });
});
