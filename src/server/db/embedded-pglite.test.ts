import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { ZodApp } from '../platform/http/types';
import { testDatabaseKind } from '../test/test-database';
import { type Database, isDatabaseUnavailable, openDatabase, queryRows } from './client';
import type { EmbeddedEvent } from './embedded-pglite';

// The embedded database itself (these do not depend on TEST_DB; they run in the PGlite pass only).
describe.skipIf(testDatabaseKind() === 'postgres')('embedded PGlite in a worker thread', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-embedded-'));
  let database: Database;
  let app: ZodApp;
  const events: EmbeddedEvent[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    await database.migrate();
    database.embedded!.on('event', (event) => events.push(event));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', SCHEDULER_ENABLED: 'false', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs off the thread that serves HTTP', async () => {
    const [row] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    expect(row).toBeDefined();
    expect(database.embedded!.isUp).toBe(true);
    // The main thread stays free while the database works: a timer set after a one-second statement starts
    // fires before the statement ends (on the same thread, the statement would block the timer until it ended).
    const order: string[] = [];
    const statement = database.db.execute(sql`select pg_sleep(1)`).then(() => order.push('statement'));
    setTimeout(() => order.push('timer'), 50);
    await statement;
    expect(order).toEqual(['timer', 'statement']);
  });

  it('loads the extensions in the order that keeps trigram operators working (pg_trgm after cube and earthdistance)', async () => {
    const [row] = await queryRows<{ matches: boolean; close: boolean }>(
      database.db,
      sql`select 'mountian' <% 'mountain bike' as matches, earth_distance(ll_to_earth(32.08, 34.78), ll_to_earth(31.77, 35.21)) between 50000 and 56000 as close`,
    );
    expect(row).toEqual({ matches: true, close: true });
  });

  it('when the worker dies: answers 503 with a clear message at once, says why, restarts it, and keeps committed data', async () => {
    await database.db.execute(sql`create table crash_probe (n int primary key)`);
    for (let n = 1; n <= 50; n += 1) await database.db.execute(sql`insert into crash_probe values (${n})`);

    const inFlight = database.db.execute(sql`select pg_sleep(60)`).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const crashedAt = Date.now();
    await database.embedded!.crashWorkerForTest();

    // The statement under way fails as "unavailable" instead of hanging for its 60 s.
    const outcome = await inFlight;
    expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true);
    expect(Date.now() - crashedAt).toBeLessThan(15_000);

    const during = await app.inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('2');
    expect(during.json().error).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database cannot be reached right now (it may be restarting). Please try again in a few seconds.',
    });
    expect(events[0]).toMatchObject({ type: 'worker-died', reason: expect.stringContaining('exited with code') });

    await database.embedded!.whenRestarted();
    expect(events.at(-1)).toMatchObject({ type: 'worker-restarted' });
    expect(database.embedded!.isUp).toBe(true);
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
    const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from crash_probe`);
    expect(count?.n).toBe(50);
  });

  it('serves prepared statements again after the restart (a fresh session)', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/feed' });
    expect(response.statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url: '/api/feed' });
    expect(again.statusCode).toBe(200);
  });
});
