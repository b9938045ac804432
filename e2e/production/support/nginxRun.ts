import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_PORT } from '../../support/site';

/** nginx's prefix for this run: its configuration, logs, its pid and forms-api's. */
export const E2E_NGINX_PREFIX = path.join(tmpdir(), `outlet-e2e-nginx-${SITE_PORT}`);

/** The data folder of the forms-api that serve:nginx starts: emptied before it starts. */
export const E2E_FORMS_DATA_DIR = path.join(tmpdir(), `outlet-e2e-forms-${SITE_PORT}`);
