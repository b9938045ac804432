import { runRerender } from '../release/runRerender';

/**
 * `npm run prerender`: renders every page of the site served on PORT again, as a new generation,
 * without building anything (the release commands do this themselves).
 */
if (require.main === module) {
  runRerender(Number(process.env.PORT ?? 8080), 'npm run prerender').catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
