import { redactedUrl } from 'forms-api/database-url';
import { postgresStateMigrations } from '../release-service/postgresStateStore';
import { postgresEventMigrations } from '../site-events/eventDb';

/**
 * The hosting's half of `npm run migrate` (forms-api's comes first): applies the numbered
 * migrations of the site events and of the release service that the PostgreSQL at DATABASE_URL
 * lacks, and says which. Without DATABASE_URL there is nothing to do: each site's SQLite store
 * is migrated when the service opens it, and the release service keeps its state in files.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'hosting migrate: DATABASE_URL is not set; the site events migrate their SQLite store when they open it and the release service keeps its state in its state folder, nothing to do',
    );
    return;
  }
  for (const [name, migrations] of [
    ['site events', postgresEventMigrations()],
    ['release service', postgresStateMigrations()],
  ] as const) {
    const started = performance.now();
    const applied = await migrations.applyPostgresAt(url);
    const ms = Math.round(performance.now() - started);
    console.log(
      applied.length > 0
        ? `${name} migrate: applied ${applied.join(', ')} to ${redactedUrl(url)} in ${ms} ms`
        : `${name} migrate: ${redactedUrl(url)} is up to date, nothing applied (${ms} ms)`,
    );
  }
}

main().catch((error: Error) => {
  console.error(`hosting migrate: refusing:\n  ${error.message}`);
  process.exit(1);
});
