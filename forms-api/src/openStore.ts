import type { FormsApiConfig } from './config';
import type { FormsStore } from './formsStore';
import { PostgresFormsStore } from './postgresStore';
import { SqliteFormsStore } from './sqliteStore';

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (checked reachable and
 * migrated, or an Error saying which), otherwise SQLite in the data folder.
 */
export async function openFormsStore(
  config: Pick<FormsApiConfig, 'databaseUrl' | 'dataDir'>,
  options: { readonly?: boolean } = {},
): Promise<FormsStore> {
  return config.databaseUrl
    ? PostgresFormsStore.open(config.databaseUrl, config.dataDir, options)
    : new SqliteFormsStore(config.dataDir, options);
}
