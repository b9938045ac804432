import { spawnFormsApi } from '../../forms-api/src/proxy';
import { buildAll } from './buildAll';
import { HOST } from './serveSite';
import { serve } from './serve';

/**
 * `npm start`: build everything, then serve the shell and each remote on loopback, with the form
 * intake service beside them at the shell's port + 5, where the shell's server passes
 * `/restful_forms/` on to it (the forms work out of the box; it exits with this process).
 */
const port = Number(process.env.PORT ?? 8080);
buildAll();
spawnFormsApi({
  FORMS_API_HOST: HOST,
  FORMS_API_PORT: String(port + 5),
  FORMS_API_ALLOWED_ORIGINS: `http://${HOST}:${port},http://localhost:${port}`,
});
console.log(`  forms-api    http://${HOST}:${port + 5}/restful_forms/health`);
serve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
