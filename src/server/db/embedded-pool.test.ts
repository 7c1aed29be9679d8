import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import { type Database, openDatabase, queryRows, queryRowsPrepared } from './client';
import type { EmbeddedPool } from './embedded-pool';

// The embedded database's pipelined connection (docs/decisions/0011); PGlite pass only.
describe.skipIf(testDatabaseKind() === 'postgres')('the embedded database pool: one pipelined connection', () => {
  let database: Database;
  let pool: EmbeddedPool;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    pool = database.embeddedPool!;
    await database.db.execute(sql`create table probe (n int primary key)`);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('keeps many statements in flight and answers each its own rows, in order; a failing one fails alone', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        index === 30
          ? queryRows(database.db, sql`select 1 / 0 as n`)
          : index % 2
            ? queryRowsPrepared<{ n: number }>(database.db, sql`select ${index}::int as n`)
            : queryRows<{ n: number }>(database.db, sql`select ${index}::int as n`),
      ),
    );
    results.forEach((result, index) => {
      if (index === 30) expect(result.status).toBe('rejected');
      else expect(result).toEqual({ status: 'fulfilled', value: [{ n: index }] });
    });
  });

  it('holds statements issued during a transaction until it ends, so none runs inside it', async () => {
    const lease = await pool.connect();
    await lease.query('begin');
    await lease.query('insert into probe values (1)');
    let answered = false;
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from probe`).then((rows) => {
      answered = true;
      return rows;
    });
    // The transaction's own statements still go through while the other one waits.
    const inside = await lease.query('select count(*)::int as n from probe');
    expect(inside.rows).toEqual([{ n: 1 }]);
    expect(answered).toBe(false);
    await lease.query('rollback');
    lease.release();
    // Run inside the transaction it would have counted the uncommitted row.
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it("runs Drizzle's transactions one at a time, with the statements issued meanwhile after them", async () => {
    const order: string[] = [];
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (10)`);
        order.push('first transaction');
      }),
      database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from probe where n = 10`);
        order.push(`second transaction saw ${row?.n}`);
      }),
      queryRows(database.db, sql`select 1`).then(() => order.push('statement')),
    ]);
    expect(order.indexOf('first transaction')).toBeLessThan(order.indexOf('second transaction saw 1'));
    expect(order).toContain('statement');
  });

  it('connects again after its connection breaks, and prepared statements work on the new one', async () => {
    const statement = sql`select count(*)::int as n from probe`;
    expect(await queryRowsPrepared(database.db, statement)).toEqual([{ n: 1 }]);
    // Released with an error (as after a broken socket): the connection is closed, the next caller opens a
    // new one on the same session, where the statement is prepared already.
    const lease = await pool.connect();
    lease.release(new Error('connection lost'));
    expect(await queryRowsPrepared(database.db, statement)).toEqual([{ n: 1 }]);
  });
});
