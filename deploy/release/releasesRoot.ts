import path from 'node:path';
import { REPO_ROOT } from '../origins/siteApps';

/** Where released versions live: `releases/` of the repository unless RELEASES_DIR says. */
export const releasesRoot = () =>
  path.resolve(process.env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
