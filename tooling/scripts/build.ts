import { buildAll } from '../build/buildAll';

/** `npm run build`: every build step of the site; a failed step names itself and exits 1. */
buildAll().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
