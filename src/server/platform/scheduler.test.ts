import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, inTransaction, queryRows } from '../db/client';
import { openTestDatabase, testDatabaseKind } from '../test/test-database';
import { SCHEDULER_LOCK_KEY, createScheduler, type Job } from './scheduler';

const log = pino({ level: 'silent' });

describe('scheduler', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const countingJob = (name: string, counter: { runs: number }): Job => ({
    name,
    async run() {
      counter.runs += 1;
      return 1;
    },
  });

  it('runs every job once per round and reports what each changed', async () => {
    const a = { runs: 0 };
    const b = { runs: 0 };
    const scheduler = createScheduler({ db: database.db, jobs: [countingJob('a', a), countingJob('b', b)], intervalMs: 60_000, log });
    expect(await scheduler.runOnce()).toEqual({ a: 1, b: 1 });
    expect(await scheduler.runOnce()).toEqual({ a: 1, b: 1 });
    expect([a.runs, b.runs]).toEqual([2, 2]);
  });

  it('rolls the whole round back when a job fails, and runs again next time', async () => {
    await database.db.execute(sql`create table if not exists scheduler_probe (n int)`);
    let fail = true;
    const writer: Job = {
      name: 'writer',
      async run(tx) {
        await tx.execute(sql`insert into scheduler_probe values (1)`);
        return 1;
      },
    };
    const failing: Job = {
      name: 'failing',
      async run() {
        if (fail) throw new Error('boom');
        return 0;
      },
    };
    const scheduler = createScheduler({ db: database.db, jobs: [writer, failing], intervalMs: 60_000, log });
    await expect(scheduler.runOnce()).rejects.toThrow('boom');
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from scheduler_probe`))[0]?.n).toBe(0);
    fail = false;
    await scheduler.runOnce();
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from scheduler_probe`))[0]?.n).toBe(1);
  });

  it.runIf(testDatabaseKind() === 'postgres')('skips the round while another instance holds the lock', async () => {
    const counter = { runs: 0 };
    const scheduler = createScheduler({ db: database.db, jobs: [countingJob('a', counter)], intervalMs: 60_000, log });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const otherInstance = inTransaction(database.db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULER_LOCK_KEY})`);
      locked();
      await held;
    });
    await lockTaken;
    expect(await scheduler.runOnce()).toBeNull();
    expect(counter.runs).toBe(0);
    release();
    await otherInstance;
    expect(await scheduler.runOnce()).toEqual({ a: 1 });
  });
});
