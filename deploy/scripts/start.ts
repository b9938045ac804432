import { buildAll } from '../build/buildAll';
import { formsApiHealthUrl, startFormsApiBeside } from '../local-site/formsApiBeside';
import { serve } from './serve';

/**
 * `npm start`: build everything, then serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box; it exits with this process).
 */
const port = Number(process.env.PORT ?? 8080);
buildAll();
startFormsApiBeside(port);
console.log(`  forms-api    ${formsApiHealthUrl(port)}`);
serve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
