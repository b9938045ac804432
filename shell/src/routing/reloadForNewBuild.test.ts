import { clearReloadMark, reloadForNewBuild } from './reloadForNewBuild';

describe('reloadForNewBuild', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('loads the target address afresh', () => {
    const load = jest.fn();
    expect(reloadForNewBuild('http://site/offers/', load)).toBe(true);
    expect(load).toHaveBeenCalledWith('http://site/offers/');
  });

  it('stops instead of reloading the same address forever, and reports it', () => {
    const load = jest.fn();
    reloadForNewBuild('http://site/offers/', load);
    expect(reloadForNewBuild('http://site/offers/', load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'site_error', source: 'page data' });
  });

  it('reloads again for a later new build once a page rendered', () => {
    const load = jest.fn();
    reloadForNewBuild('http://site/offers/', load);
    clearReloadMark();
    expect(reloadForNewBuild('http://site/offers/', load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
