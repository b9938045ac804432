import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_PORT } from '../../support/site';

/** nginx's prefix for this run: its configuration, logs, its pid and forms-api's. */
export const E2E_NGINX_PREFIX = path.join(tmpdir(), `outlet-e2e-nginx-${SITE_PORT}`);

/** The data folder of the forms-api that serve:nginx starts: emptied before it starts. */
export const E2E_FORMS_DATA_DIR = path.join(tmpdir(), `outlet-e2e-forms-${SITE_PORT}`);

/**
 * The content folder the editor's backend and the release service's publish use (CONTENT_DIR):
 * a copy of the seed made before the servers start, a Git repository of its own, so that the
 * editor's saves never touch the checkout.
 */
export const E2E_CONTENT_DIR = path.join(tmpdir(), `outlet-e2e-content-${SITE_PORT}`);
