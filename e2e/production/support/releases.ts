import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_PORT } from '../../support/site';

/** Released versions of this run's promote and rollback test: emptied before nginx starts. */
export const E2E_RELEASES_DIR = path.join(tmpdir(), `outlet-e2e-releases-${SITE_PORT}`);
