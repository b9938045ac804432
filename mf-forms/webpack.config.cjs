const path = require('node:path');
const { createAppConfig } = require('site-tooling/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  // On its own, the remote shows content pages whose form block it renders (see bootstrap.tsx).
  devDirs: [path.resolve(__dirname, '../content/dist')],
  // From the build environment (decision 141): Google's site key, the forms backend (empty: the
  // site's own origin) and, for end-to-end test builds only, the captcha test double.
  define: {
    RECAPTCHA_SITE_KEY: process.env.RECAPTCHA_SITE_KEY ?? '',
    FORMS_BACKEND_URL: process.env.FORMS_BACKEND_URL ?? '',
    FORMS_CAPTCHA_TEST_DOUBLE: process.env.FORMS_CAPTCHA_TEST_DOUBLE === '1' ? '1' : '',
  },
});
