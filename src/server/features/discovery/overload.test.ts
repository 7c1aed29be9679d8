import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { migrationPoolConfig, openDatabase, poolStatementTimeoutMs, queryRows } from '../../db/client';
import { isStatementTimeout } from '../../db/statement-timeout';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import { createListing } from '../../test/factories';
import { createSignedInUser } from '../../test/session-helpers';
import { createPostgresTestDatabase, testDatabaseKind } from '../../test/test-database';
import { type TestApp, useTestApp } from '../../test/test-app';
import { CONNECTIONS_KEPT_FREE, FEED_TIMEOUT_MESSAGE, SEARCH_TIMEOUT_MESSAGE } from './query-budget';

/**
 * Holds an exclusive lock on listings from another transaction, so every statement that reads listings
 * waits — a stand-in for a search that would run for ever — until `release` is called.
 */
async function lockListings(t: TestApp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken!: () => void;
  const lockTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table listings in access exclusive mode`);
    taken();
    await released;
  });
  await lockTaken;
  return async () => {
    release();
    await holder;
  };
}

// The embedded database cannot interrupt a statement, and runs one at a time: these are PostgreSQL's. Twice: with the
// limit on every pooled connection from its start, as main.ts opens the app's database (the rankings then set nothing),
// and without it (each ranking sets it for its own transaction).
for (const [label, poolStatementTimeout] of [
  ['the limit on every connection', true],
  ['the limit set by the ranking', false],
] as const) {
  describe.skipIf(testDatabaseKind() !== 'postgres')(`a search that runs out of time (${label})`, () => {
    const ctx = useTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '300' }, {}, { poolStatementTimeout });

    beforeAll(async () => {
      await createListing(ctx().db, { title: 'Canon camera' });
    });

    it('answers 503 with a clear message for search and feed, and the next request works again', async () => {
      const unlock = await lockListings(ctx());
      try {
        const search = await ctx().app.inject({ method: 'GET', url: '/api/search?q=camera&sort=price_desc' });
        expect(search.statusCode, search.body).toBe(503);
        expect(search.json()).toEqual({ error: { code: 'TIMEOUT', message: SEARCH_TIMEOUT_MESSAGE } });
        expect(search.headers['retry-after']).toBe('1');
        const feed = await ctx().app.inject({ method: 'GET', url: '/api/feed?groups=Electronics' });
        expect(feed.statusCode, feed.body).toBe(503);
        expect(feed.json().error.message).toBe(FEED_TIMEOUT_MESSAGE);
      } finally {
        await unlock();
      }
      const again = await ctx().app.inject({ method: 'GET', url: '/api/search?q=camera&sort=price_desc' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().total).toBe(1);
    });
  });
}

describe.skipIf(testDatabaseKind() !== 'postgres')('the statements of a feed or search page, as in production', () => {
  const ctx = useTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '2000' }, {}, { poolStatementTimeout: true });

  beforeAll(async () => {
    // Bookable and near the signed-in viewer, so that a personal feed has them too.
    const available = datesToMultirangeLiteral(nextDates(todayIn(ctx().config.marketTimeZone, ctx().clock.now()), 30));
    for (const title of ['Canon camera', 'Nikon camera', 'Camping tent']) {
      await createListing(ctx().db, { title, available, locationLat: 32.07, locationLng: 34.79, location: 'Main St 1, Tel Aviv-Yafo, Israel' });
    }
  });

  /** The statements the app sends while answering `url` (each a round trip to the database). */
  async function statementsOf(url: string, cookie?: string): Promise<string[]> {
    // A spy calls through to pg's own query and keeps each call's arguments.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const response = await ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, response.body).toBe(200);
      // The text and the values (Drizzle passes them as the second argument, a prepared card query in its config): a
      // setting's name may be either.
      return query.mock.calls.map(([first, second]) => {
        const { text, values } = typeof first === 'string' ? { text: first, values: undefined } : (first as { text?: unknown; values?: unknown });
        return `${String(text)} ${JSON.stringify(second ?? values ?? [])}`.replace(/\s+/g, ' ').trim();
      });
    } finally {
      query.mockRestore();
    }
  }

  it('the feed, a visitor\'s and a signed-in viewer\'s: its ranking and one statement for the cards, no transaction, no setting', async () => {
    const viewer = await createSignedInUser(ctx().db, { locationLat: 32.08, locationLng: 34.78 });
    for (const cookie of [undefined, viewer.cookie]) {
      const statements = await statementsOf('/api/feed', cookie);
      // A signed-in viewer's feed: the session, then the personal ranking.
      if (cookie) expect(statements.some((text) => text.includes('sessions'))).toBe(true);
      expect(statements.filter((text) => /^(begin|commit)|set_config/.test(text))).toEqual([]);
      expect(statements.filter((text) => text.includes('l.revision'))).toHaveLength(1);
    }
  });

  it('search: no transaction, each planned statement sent with its planner settings in one round trip, and one statement for the cards', async () => {
    for (const url of ['/api/search?q=camera&sort=price_desc', '/api/search?q=camra&sort=relevance', '/api/search?sort=rating&location=Tel%20Aviv']) {
      const statements = await statementsOf(url);
      expect(statements.filter((text) => /^(begin|commit)/.test(text)), url).toEqual([]);
      expect(statements.filter((text) => text.includes('statement_timeout') || text.includes('work_mem')), url).toEqual([]);
      const planned = statements.filter((text) => text.includes('set_config'));
      expect(planned.length, url).toBeGreaterThan(0);
      // The settings, then the statement they are for: one message, no parameters.
      for (const text of planned) expect(text, url).toMatch(/^select set_config\('enable_seqscan'.*; ?(select|with) .* \[\]$/);
      expect(statements.filter((text) => text.includes('l.revision')), url).toHaveLength(1);
    }
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('heavy searches cannot take every connection', () => {
  const ctx = useTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '10000' });

  beforeAll(async () => {
    await createListing(ctx().db, { title: 'Canon camera' });
  });

  it('keeps /api/health answering while more searches than connections are stuck', async () => {
    const t = ctx();
    const unlock = await lockListings(t);
    let finished = 0;
    const searches = Array.from({ length: t.config.databasePoolSize + 4 }, (_, index) =>
      t.app.inject({ method: 'GET', url: `/api/search?q=camera${index}&sort=rating` }).then((response) => {
        finished += 1;
        return response;
      }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const health = await Promise.race([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
      ]);
      expect(health?.statusCode, 'health answered while the searches were stuck').toBe(200);
      expect(finished).toBe(0);
    } finally {
      await unlock();
    }
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(t.config.databasePoolSize - CONNECTIONS_KEPT_FREE).toBeGreaterThan(0);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('the pool statement timeout', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
  });

  // A limit far above what a trivial statement takes, even on a loaded machine: with 1 ms, the pool's own `select 1`
  // at start-up raced it.
  it('cancels any statement past DATABASE_STATEMENT_TIMEOUT_MS, but not migrations', async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    const database = await openDatabase({ kind: 'postgres', url: created.url, statementTimeoutMs: 300 });
    try {
      await database.migrate();
      const failure = await database.db.execute(sql`select pg_sleep(1)`).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isStatementTimeout(failure)).toBe(true);
      // The migrations' own connection has no limit at all.
      const migrations = new pg.Pool(migrationPoolConfig(created.url));
      try {
        const { rows } = await migrations.query<{ limit: string }>(`select current_setting('statement_timeout') as limit`);
        expect(rows[0]?.limit).toBe('0');
      } finally {
        await migrations.end();
      }
      const limited = await database.db.execute<{ limit: string }>(sql`select current_setting('statement_timeout') as limit`);
      expect(limited.rows[0]?.limit).toBe('300ms');
      expect(poolStatementTimeoutMs(database.db)).toBe(300);
    } finally {
      await database.close();
    }
  });

  it('is known to be on the pool only when PostgreSQL applied it: options in the URL replace the start-up options', async () => {
    const created = await createPostgresTestDatabase();
    const url = new URL(created.url);
    url.searchParams.set('options', '-c application_name=gearloop-test');
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), statementTimeoutMs: 300 });
    try {
      const [row] = await queryRows<{ limit: string }>(database.db, sql`select current_setting('statement_timeout') as limit`);
      expect(row?.limit).toBe('0');
      // So rankings set it themselves (withStatementTimeout).
      expect(poolStatementTimeoutMs(database.db)).toBeNull();
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
