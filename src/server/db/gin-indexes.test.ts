import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { createProfile } from '../test/factories';
import { createPostgresTestDatabase, testDatabaseKind, useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const db = () => database().db;

const ginIndexes = () =>
  queryRows<{ name: string; options: string[] | null }>(
    db(),
    sql`select c.relname as name, c.reloptions as options
        from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
        where a.amname = 'gin' and n.nspname = 'public'
        order by c.relname`,
  );

/** Merges an index's pending list; the number of pages it held. */
async function pendingPagesMerged(index: string): Promise<number> {
  const [row] = await queryRows<{ pages: string }>(db(), sql`select gin_clean_pending_list(${index}::regclass)::text as pages`);
  return Number(row!.pages);
}

const GIN_INDEXES = ['listings_search_vector_idx', 'listings_public_location_trgm', 'listings_unplaced_public_location_trgm', 'search_words_word_trgm'];

const insertListings = async (ownerId: string, count: number) =>
  db().execute(sql`
    insert into listings (owner_id, title, description, category, location, price_per_day)
    select ${ownerId}::uuid, 'Trail bike ' || g, 'Hardtail, 29 inch wheels, size ' || g, 'Sports', 'Haifa, Israel', 40
    from generate_series(1, ${count}) g`);

// Decision 0042: a GIN index with a pending list makes every search read that list, and PGlite never merges it
// outside an insert that finds it full. A migration that creates (or rebuilds) a GIN index must turn it off too.
describe('GIN indexes', () => {
  it('every GIN index of the schema keeps no pending list (fastupdate = off)', async () => {
    const indexes = await ginIndexes();
    expect(indexes.map((index) => index.name)).toEqual([
      'listings_public_location_trgm',
      'listings_search_vector_idx',
      'listings_unplaced_public_location_trgm',
      'search_words_word_trgm',
    ]);
    for (const index of indexes) expect(index.options ?? [], index.name).toContain('fastupdate=off');
  });

  it('migration 0022 turns the option off and merges what was pending', async () => {
    const owner = await createProfile(db());
    for (const name of GIN_INDEXES) await db().execute(sql`alter index ${sql.identifier(name)} reset (fastupdate)`);
    // Nothing but the migration may merge the lists here (an autoanalyze would, on a server with autovacuum on).
    await db().execute(sql`alter table listings set (autovacuum_enabled = off)`);
    try {
      // A twin of the text index with the option on shows that these inserts leave entries pending.
      await db().execute(sql`create index gin_pending_probe on listings using gin (search_vector) with (fastupdate = on)`);
      await insertListings(owner.id, 300);
      expect(await pendingPagesMerged('gin_pending_probe')).toBeGreaterThan(0);
      await db().execute(sql`drop index gin_pending_probe`);

      const migration = await readFile(new URL('./migrations/0022_gin_without_pending_list.sql', import.meta.url), 'utf8');
      await db().transaction(async (tx) => {
        for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
      });

      for (const name of GIN_INDEXES) expect(await pendingPagesMerged(name), name).toBe(0);
      for (const index of await ginIndexes()) expect(index.options ?? [], index.name).toContain('fastupdate=off');
      // Listings added afterwards go straight into the index.
      await insertListings(owner.id, 300);
      for (const name of GIN_INDEXES) expect(await pendingPagesMerged(name), name).toBe(0);
    } finally {
      await db().execute(sql`drop index if exists gin_pending_probe`);
      await db().execute(sql`alter table listings reset (autovacuum_enabled)`);
    }
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('migration 0022 on a live server: a query arriving while it waits is not deadlocked', async () => {
    const { url, drop } = await createPostgresTestDatabase({ infix: 'gin' });
    const live = await openDatabase({ kind: 'postgres', url });
    const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    try {
      await live.migrate();
      for (const name of GIN_INDEXES) await live.db.execute(sql`alter index ${sql.identifier(name)} reset (fastupdate)`);
      await live.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const [long, arriving] = clients as [pg.Client, pg.Client];
      await Promise.all(clients.map((client) => client.connect()));
      // A read that has opened the table and all its indexes, so the migration waits for it.
      await long.query('begin');
      await long.query(`select count(*) from listings where title = 'x'`);
      const migrating = live.migrate().then(() => 'migrated', (error: Error) => `failed: ${error.message} ${String(error.cause ?? '')}`);
      await waitingSessions(long, 1);
      // Altered index by index, the migration held the text index while this read held the location index: deadlock.
      const reading = arriving.query(`select count(*) from listings where public_location like 'Haifa%'`).then(() => 'read', (error: Error) => `failed: ${error.message}`);
      await waitingSessions(long, 2);
      await long.query('commit');
      expect([await migrating, await reading]).toEqual(['migrated', 'read']);
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await live.close();
      await drop();
    }
  });
});

/** Waits until `count` sessions of this database wait for a lock (so the scenario really is the one described). */
async function waitingSessions(client: pg.Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(distinct pid)::int as waiting from pg_locks
       where not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    if (rows[0]!.waiting >= count) return;
    await sleep(10);
  }
  throw new Error(`${count} sessions never waited for a lock`);
}
