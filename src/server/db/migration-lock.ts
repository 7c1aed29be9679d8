import pg from 'pg';
import type { Database } from './client';

/** Any fixed number: the PostgreSQL advisory lock held while one instance migrates. */
export const MIGRATION_LOCK_KEY = 7_420_003;

/**
 * Several instances starting at once on one PostgreSQL would run the same migrations side by side, and all
 * but one fail ("relation already exists"). The lock lets one migrate while the others wait and then find
 * nothing left to do. It is held on a connection of its own, so the migrator may use the pool freely.
 */
export async function migrateExclusively(database: Database, databaseUrl: string | undefined): Promise<void> {
  if (database.kind !== 'postgres' || !databaseUrl) return database.migrate();
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await database.migrate();
  } finally {
    await lock.end();
  }
}
