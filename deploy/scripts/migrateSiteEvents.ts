import { redactedUrl } from 'forms-api/database-url';
import { postgresEventMigrations } from '../site-events/eventDb';

/**
 * The site events' half of `npm run migrate` (forms-api's comes first): applies the numbered
 * migrations the PostgreSQL at DATABASE_URL lacks and says which. Without DATABASE_URL there is
 * nothing to do: each site's SQLite store is migrated when the service opens it.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'site events migrate: DATABASE_URL is not set; the SQLite store in each state folder is migrated when the service opens it, nothing to do',
    );
    return;
  }
  const applied = await postgresEventMigrations().applyPostgresAt(url);
  const ms = Math.round(performance.now() - started);
  console.log(
    applied.length > 0
      ? `site events migrate: applied ${applied.join(', ')} to ${redactedUrl(url)} in ${ms} ms`
      : `site events migrate: ${redactedUrl(url)} is up to date, nothing applied (${ms} ms)`,
  );
}

main().catch((error: Error) => {
  console.error(`site events migrate: refusing:\n  ${error.message}`);
  process.exit(1);
});
