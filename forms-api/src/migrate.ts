import { ConfigError, loadConfig } from './config';
import { redactedUrl } from './databaseUrl';
import { postgresMigrations } from './postgresStore';
import { openMigratedDatabase } from './sqliteStore';

/**
 * `npm run migrate -w forms-api`: applies the numbered migrations the configured database lacks
 * (PostgreSQL at DATABASE_URL, otherwise SQLite in FORMS_API_DATA_DIR) and says which, where,
 * and how long it took. Safe to run again, and from two machines at once.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  let where: string;
  let applied: string[];
  if (config.databaseUrl) {
    where = redactedUrl(config.databaseUrl);
    applied = await postgresMigrations().applyPostgresAt(config.databaseUrl);
  } else {
    where = `SQLite in ${config.dataDir}`;
    const opened = openMigratedDatabase(config.dataDir);
    opened.db.close();
    applied = opened.applied;
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    applied.length > 0
      ? `forms-api migrate: applied ${applied.join(', ')} to ${where} in ${ms} ms`
      : `forms-api migrate: ${where} is up to date, nothing applied (${ms} ms)`,
  );
}

main().catch((error: Error) => {
  const lines = error instanceof ConfigError ? error.problems : [error.message];
  console.error(`forms-api migrate: refusing:\n  ${lines.join('\n  ')}`);
  process.exit(1);
});
