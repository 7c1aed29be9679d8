import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../test/test-database';
import { IDLE_CONNECTION_MS, poolConfig } from './client';

/** pg-pool's own default: the pool closed every connection after each lull this long (decision 0055). */
const PG_DEFAULT_IDLE_MS = 10_000;

describe('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps idle connections through lulls, with TCP keepalive probes from the first idle minute', () => {
    const config = poolConfig({ kind: 'postgres', url: 'postgres://db.example/gearloop', poolSize: 6 });
    expect(config).toMatchObject({ max: 6, idleTimeoutMillis: IDLE_CONNECTION_MS, keepAlive: true, keepAliveInitialDelayMillis: 60_000 });
    expect(IDLE_CONNECTION_MS).toBeGreaterThanOrEqual(60_000);
  });

  // Through pg-pool's own timers (faked: no real idle time passes, so only the pool's side of it): a connection left
  // idle past pg's default is still in the pool and answers, and the pool closes it after ours.
  it.runIf(testDatabaseKind() === 'postgres')('an idle connection outlives a lull of pg\'s default and closes after IDLE_CONNECTION_MS', async () => {
    // Time still runs too: a connection that hangs meets its connection timeout instead of the test's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const ours = new pg.Pool(poolConfig({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 2 }));
    const pgDefault = new pg.Pool({ ...poolConfig({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 2 }), idleTimeoutMillis: undefined });
    try {
      await Promise.all([ours.query('select 1'), pgDefault.query('select 1')]);
      expect([ours.idleCount, pgDefault.idleCount]).toEqual([1, 1]);

      vi.advanceTimersByTime(PG_DEFAULT_IDLE_MS + 1_000);
      expect(pgDefault.totalCount).toBe(0);
      expect(ours.idleCount).toBe(1);
      const { rows } = await ours.query<{ answer: number }>('select 1 as answer');
      expect(rows).toEqual([{ answer: 1 }]);

      vi.advanceTimersByTime(IDLE_CONNECTION_MS + 1_000);
      expect(ours.totalCount).toBe(0);
    } finally {
      vi.useRealTimers();
      await Promise.all([ours.end(), pgDefault.end()]);
    }
  });
});
