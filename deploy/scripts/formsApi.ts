import { builtMain } from 'forms-api/proxy';
import { loadSiteConfig } from '../config/siteConfig';
import { runMain } from '../entries/runMain';
import { formsApiEnvironment } from '../local-site/formsApiBeside';

/**
 * The forms service as production runs it (deploy/systemd): forms-api's build in this process,
 * listening where the site configuration says, accepting the site's origins and keeping its
 * data in the configuration's data folder. Its own settings (FORMS_API_PRODUCTION, the captcha
 * secret, SMTP…) come from the environment, which wins over the configuration's.
 */
runMain(() => {
  process.env = { ...formsApiEnvironment(loadSiteConfig()), ...process.env };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(builtMain());
});
