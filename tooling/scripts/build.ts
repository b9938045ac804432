import { buildAll } from '../build/buildAll';

/** `npm run build`: every build step of the site, in order. */
buildAll();
