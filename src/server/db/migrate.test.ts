import { sql } from 'drizzle-orm';
import type * as Migrator from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import { type Database, openDatabase, queryRows } from './client';

// Counts the runs of Drizzle's migrator while still running it for real.
const migratorRuns = vi.hoisted(() => ({ count: 0 }));
vi.mock('drizzle-orm/node-postgres/migrator', async (importOriginal) => {
  const actual = await importOriginal<typeof Migrator>();
  return {
    ...actual,
    migrate: (...args: Parameters<typeof actual.migrate>) => {
      migratorRuns.count += 1;
      return actual.migrate(...args);
    },
  };
});

// Start-up on an existing data directory skips the migrator when every migration of the journal is applied.
describe.skipIf(testDatabaseKind() === 'postgres')('migrate()', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('runs the migrator on an empty database, and not again once the journal is applied', async () => {
    await database.migrate();
    expect(migratorRuns.count).toBe(1);
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(row!.n).toBeGreaterThan(0);

    await database.migrate();
    expect(migratorRuns.count).toBe(1);
  });

  it('runs the migrator again when a migration of the journal is missing', async () => {
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const before = migratorRuns.count;
    // The missing one is the newest: its statements are not idempotent, so only check that the migrator ran.
    await database.migrate().catch(() => undefined);
    expect(migratorRuns.count).toBe(before + 1);
  });
});
