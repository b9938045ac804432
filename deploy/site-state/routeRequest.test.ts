import { cohortCookie } from '../generations/cohorts';
import {
  PREVIEW_COOKIE_CLEARED,
  previewCookie,
  previewEntry,
  routeCookies,
  routeRequest,
  type Routing,
} from './routeRequest';

const TOKEN = 'Xmas-preview-token-0123456789';
const routing = (canaryPercent: number | null): Routing => ({
  folders: { current: '000010', canary: '000011', [`previews/${TOKEN}`]: '000012' },
  canaryPercent,
  previewTokens: [TOKEN],
});
const never = () => {
  throw new Error('a known cohort or no canary draws nothing');
};

describe('routeRequest: which generation a request gets', () => {
  it('is the current one without a canary or a preview, with no cookie set', () => {
    expect(routeRequest(routing(null), { preview: null, cohort: 'canary' }, never)).toEqual({
      folder: 'current',
      preview: false,
    });
  });

  it('is a staged candidate’s for the browser holding its preview cookie, canary or not', () => {
    for (const percent of [null, 20])
      expect(routeRequest(routing(percent), { preview: TOKEN, cohort: 'canary' }, never)).toEqual({
        folder: `previews/${TOKEN}`,
        preview: true,
      });
  });

  it('ignores a preview cookie no candidate has (promoted, discarded or made up)', () => {
    expect(
      routeRequest(routing(null), { preview: 'made-up-token-0000000000', cohort: null }, never),
    ).toEqual({
      folder: 'current',
      preview: false,
    });
  });

  it('during a canary, keeps a returning visitor in its cohort and draws a first visit once', () => {
    expect(routeRequest(routing(20), { preview: null, cohort: 'canary' }, never).folder).toBe(
      'canary',
    );
    expect(routeRequest(routing(20), { preview: null, cohort: 'stable' }, never).folder).toBe(
      'current',
    );
    expect(routeRequest(routing(20), { preview: null, cohort: null }, () => 'canary')).toEqual({
      folder: 'canary',
      preview: false,
      setCookie: cohortCookie('canary'),
    });
    expect(routeRequest(routing(20), { preview: null, cohort: 'other' }, () => 'stable')).toEqual({
      folder: 'current',
      preview: false,
      setCookie: cohortCookie('stable'),
    });
  });

  it('reads its two cookies from a Cookie header', () => {
    expect(routeCookies(`a=1; site_preview=${TOKEN}; site_cohort=stable`)).toEqual({
      preview: TOKEN,
      cohort: 'stable',
    });
    expect(routeCookies(undefined)).toEqual({ preview: null, cohort: null });
  });
});

describe('previewEntry: the preview addresses', () => {
  it('opens the site as the candidate shows it, on the page named after the token', () => {
    expect(previewEntry(`/__preview/${TOKEN}/`)).toEqual({
      setCookie: previewCookie(TOKEN),
      location: '/',
    });
    expect(previewEntry(`/__preview/${TOKEN}`)).toEqual({
      setCookie: previewCookie(TOKEN),
      location: '/',
    });
    expect(previewEntry(`/__preview/${TOKEN}/stores/adairs/`)?.location).toBe('/stores/adairs/');
    expect(previewCookie(TOKEN)).toMatch(/HttpOnly/);
  });

  it('goes nowhere but this site', () => {
    expect(previewEntry(`/__preview/${TOKEN}//evil.example/`)?.location).toBe('/');
    expect(previewEntry(`/__preview/${TOKEN}/\\evil.example/`)?.location).toBe('/');
  });

  it('leaves the preview, and is no preview address otherwise', () => {
    expect(previewEntry('/__preview/exit')).toEqual({
      setCookie: PREVIEW_COOKIE_CLEARED,
      location: '/',
    });
    expect(previewEntry('/__preview/short/')).toBeNull();
    expect(previewEntry('/stores/')).toBeNull();
  });
});
