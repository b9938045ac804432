import { buildAll } from './buildAll';
import { serve } from './serve';

/** `npm start`: build everything, then serve the shell and each remote on loopback. */
buildAll();
serve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
