/**
 * The captcha of this build: Google reCAPTCHA with the site key from the build environment
 * (`RECAPTCHA_SITE_KEY`), or, only in a build made with `FORMS_CAPTCHA_TEST_DOUBLE=1` for the
 * end-to-end tests, the named test double (decision 141). Google's script cannot load on the
 * build machines, so the tests need a stand-in at that boundary; production builds never contain it.
 */
export type CaptchaMode =
  { kind: 'google'; siteKey: string } | { kind: 'test-double' } | { kind: 'not-configured' };

export function captchaModeOf(siteKey: string, testDouble: string): CaptchaMode {
  if (testDouble === '1') return { kind: 'test-double' };
  if (siteKey.trim()) return { kind: 'google', siteKey: siteKey.trim() };
  return { kind: 'not-configured' };
}

export const CAPTCHA_TEST_DOUBLE_ENABLED = process.env.FORMS_CAPTCHA_TEST_DOUBLE === '1';

export const buildCaptchaMode = () =>
  captchaModeOf(process.env.RECAPTCHA_SITE_KEY ?? '', process.env.FORMS_CAPTCHA_TEST_DOUBLE ?? '');
