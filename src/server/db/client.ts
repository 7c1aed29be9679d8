import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ExtractTablesWithRelations, is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectRoot } from '../platform/project-root';
import { EMBEDDED_SOCKET_PORT, EmbeddedPglite } from './embedded-pglite';
import { EmbeddedPool } from './embedded-pool';
import * as schema from './schema';
import { SESSION_SETTINGS } from './session-settings';

export type Schema = typeof schema;
/**
 * The one database type the app uses: node-postgres under Drizzle, whether it reaches a PostgreSQL server or the
 * embedded PGlite (which runs in a worker thread behind a socket, docs/decisions/0011). A transaction is a Db too.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, Schema>;
/** A transaction, as `inTransaction` hands it to its callback; it runs every query a Db runs. */
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseTarget =
  /** statementTimeoutMs: every statement of the pool is cancelled after it (migrations excepted). */
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  /** `started`: the worker, already starting (main.ts starts it before it loads Drizzle and the app). */
  | { kind: 'pglite'; dataDir: string; started?: Promise<EmbeddedPglite> }
  | { kind: 'pglite-memory' };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection URL (the live-events listener opens a connection of its own with it). */
  url?: string;
  /** The embedded database's worker (PGlite targets only). */
  embedded?: EmbeddedPglite;
  /** The embedded database's pipelined connection (PGlite targets only). */
  embeddedPool?: EmbeddedPool;
  close(): Promise<void>;
  /** Applies the migrations in src/server/db/migrations (extensions first, then the schema). */
  migrate(): Promise<void>;
  /** Refreshes the planner's statistics (PGlite runs no autovacuum, so after bulk loads nothing else does). */
  analyze(): Promise<void>;
}

export const migrationsFolder = path.resolve(projectRoot, 'src/server/db/migrations');

/** Measured on 2 cores (docs/performance.md): 4–6 connections served the hot paths faster than 20, with fewer backends contending for the cores. */
const DEFAULT_POOL_SIZE = 6;
/** A request waits at most this long for a connection; then it fails (503) instead of hanging. */
const CONNECTION_TIMEOUT_MS = 10_000;
/**
 * How long a PostgreSQL connection may sit unused before the pool closes it. pg's default, 10 s, closed every
 * connection after each lull, and the next requests paid for new backends with empty caches: the first search after
 * 12 quiet seconds took 20–24 ms instead of 8, and a run of 150 searches a second after one had every request of its
 * first 0.8 s over 40 ms (decision 0055). The pool never holds more than DATABASE_POOL_SIZE, as under load.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;
/** TCP keepalive probes on idle connections start after this: a connection a network drops is found before it is used. */
const KEEPALIVE_DELAY_MS = 60_000;

/**
 * The one place that builds the pg pool's settings, for both kinds of database. Settings in `common` apply to
 * both pools; session settings sent as start-up `options` reach PostgreSQL only (PGlite ignores a client's
 * start-up options: the embedded database's session settings are set by its worker, SESSION_SETTINGS).
 */
export function poolConfig(
  target: { kind: 'postgres'; url: string; poolSize: number; statementTimeoutMs?: number } | { kind: 'embedded'; socketDir: string },
): pg.PoolConfig {
  const common: pg.PoolConfig = { connectionTimeoutMillis: CONNECTION_TIMEOUT_MS };
  if (target.kind === 'postgres') {
    // statement_timeout: PostgreSQL cancels any statement of this pool that runs longer (DATABASE_STATEMENT_TIMEOUT_MS).
    const timeout: [string, string][] = target.statementTimeoutMs ? [['statement_timeout', String(target.statementTimeoutMs)]] : [];
    const options = [...SESSION_SETTINGS, ...timeout].map(([name, value]) => `-c ${name}=${value}`).join(' ');
    // UTF8, whatever the server's or the role's default: pg reads and writes UTF-8, and a statement's values written as
    // literals (inlinedText) are quoted safely only in an encoding where a quote or backslash byte is always that character.
    return {
      ...common,
      connectionString: target.url,
      max: target.poolSize,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      options,
      client_encoding: 'UTF8',
    };
  }
  // PGlite has one session: one connection, pipelined (EmbeddedPool, docs/decisions/0011).
  return { ...common, host: target.socketDir, port: EMBEDDED_SOCKET_PORT, user: 'postgres', database: 'postgres' };
}

/** Migrations run on a connection of their own, without the statement timeout: one may rewrite a big table. */
export function migrationPoolConfig(url: string): pg.PoolConfig {
  return poolConfig({ kind: 'postgres', url, poolSize: 1 });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (process.env.GEARLOOP_DB_PROFILE) (await import('./db-profile')).installDbProfile(`${process.env.GEARLOOP_DB_PROFILE}.${target.kind === 'postgres' ? 'pg' : 'pglite'}.${process.pid}`);
  if (target.kind === 'postgres') {
    const pool = new pg.Pool(
      poolConfig({ kind: 'postgres', url: target.url, poolSize: target.poolSize ?? DEFAULT_POOL_SIZE, statementTimeoutMs: target.statementTimeoutMs }),
    );
    const migrationPool = () => new pg.Pool(migrationPoolConfig(target.url));
    try {
      const database = await fromPool(pool, 'postgres', () => pool.end(), migrationPool);
      serverPools.add(database.db);
      if (target.statementTimeoutMs && (await sessionStatementTimeoutMs(pool)) === target.statementTimeoutMs) {
        poolStatementTimeouts.set(database.db, target.statementTimeoutMs);
      }
      return { ...database, url: target.url };
    } catch (error) {
      // An idle connection would otherwise keep the process alive for IDLE_CONNECTION_MS.
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  // The session settings are the worker's: PGlite ignores a client's start-up options.
  const embedded = await ((target.kind === 'pglite' && target.started) || EmbeddedPglite.start(target.kind === 'pglite' ? target.dataDir : null, SESSION_SETTINGS));
  const pool = new EmbeddedPool(poolConfig({ kind: 'embedded', socketDir: embedded.socketDir }));
  try {
    const database = await fromPool(pool, 'pglite', async () => {
      await pool.end();
      await embedded.close();
    });
    return { ...database, embedded, embeddedPool: pool };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/** What the app uses of a pool: pg.Pool for PostgreSQL, EmbeddedPool for PGlite. */
interface QueryPool {
  on(event: 'error', listener: (error: Error) => void): unknown;
  query(query: string | pg.QueryConfig): Promise<pg.QueryResult>;
}

async function fromPool(pool: QueryPool & { end(): Promise<void> }, kind: Database['kind'], close: () => Promise<void>, migrationPool?: () => pg.Pool): Promise<Database> {
  // An idle connection the server closes (restart, failover, the embedded worker dying, a dropped test
  // database) emits 'error' on the pool; unhandled, that would crash the process. The pool discards the
  // client and opens a new one for the next query.
  pool.on('error', () => undefined);
  // EmbeddedPool does what Drizzle asks of a pg.Pool (query, and connect/release for transactions), not more.
  const db = drizzle({ client: pool as pg.Pool, schema, casing: 'snake_case' });
  await pool.query('select 1');
  pools.set(db, pool);
  return {
    db,
    kind,
    close,
    async migrate() {
      if (await migrationsApplied(pool)) return;
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const own = migrationPool?.();
      try {
        await migrate(own ? drizzle({ client: own, schema, casing: 'snake_case' }) : db, { migrationsFolder });
        // Not a reason to stop: the migrations are committed, and autovacuum gets there in the end on PostgreSQL.
        await vacuumTablesWithRows(own ?? pool).catch((error: unknown) =>
          process.emitWarning(`VACUUM after migrating failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      } finally {
        await own?.end();
      }
    },
    async analyze() {
      await pool.query('analyze');
    },
  };
}

/**
 * A migration that rewrites a table (a stored generated column, 0020) leaves its visibility map empty, and nothing
 * refills it soon: autovacuum counts no rewritten row, and the embedded database has no autovacuum. Until then every
 * index-only read fetches each row, as the walks by signature do (decision 0034). Tables without rows are left alone:
 * statistics that say "empty" would mislead the planner once they fill, more than having none. Outside the
 * migrations' transaction, which VACUUM cannot run in.
 */
async function vacuumTablesWithRows(pool: QueryPool): Promise<void> {
  const { rows } = await pool.query(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' and pg_relation_size(c.oid) > 0`,
  );
  const names = (rows as { name: string }[]).map((row) => row.name);
  if (names.length > 0) await pool.query(`vacuum (analyze) ${names.join(', ')}`);
}

/**
 * True when the database has every migration of the journal: Drizzle's migrator applies exactly the migrations
 * newer than the newest `created_at` it recorded, so with that at least the journal's newest `when` it would do
 * nothing — after reading and hashing every migration file and a dozen statements (a tenth of a second of an
 * existing data directory's start-up on PGlite). Two cheap queries instead.
 */
async function migrationsApplied(pool: QueryPool): Promise<boolean> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const table = (await pool.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)).rows as { present: boolean }[];
  if (!table[0]?.present) return false;
  const rows = (await pool.query('select max(created_at)::text as last from drizzle.__drizzle_migrations')).rows as { last: string | null }[];
  return rows[0]?.last != null && Number(rows[0].last) >= newest;
}

/** Runs `fn` in one transaction (committed when it resolves, rolled back when it throws). */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

const pools = new WeakMap<Db, QueryPool>();
const poolStatementTimeouts = new WeakMap<Db, number>();
const serverPools = new WeakSet<Db>();

/**
 * The statement_timeout a connection of the pool runs with, in ms: what PostgreSQL applied, not what was asked. pg lets
 * `options` in DATABASE_URL (as some managed providers write) replace the start-up options, and a pooler may drop them.
 */
async function sessionStatementTimeoutMs(pool: QueryPool): Promise<number> {
  const { rows } = await pool.query(`select setting::int as ms from pg_settings where name = 'statement_timeout'`);
  return Number((rows as { ms: number }[])[0]?.ms ?? 0);
}

/**
 * The statement_timeout every connection of the database's pool has from its start (PostgreSQL opened with
 * statementTimeoutMs, and found applied on its first connection), else null.
 */
export function poolStatementTimeoutMs(db: Db): number | null {
  return poolStatementTimeouts.get(db) ?? null;
}
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Like queryRows, for statements run on every request (their text is the same each time, only the
 * parameters change): prepared once per connection and reused, which saves the planning (measured at about
 * half the time of the listing-card query). Inside a transaction it is a plain query on that transaction.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}

/** Marks a parameter's place while a statement is rendered for inlining: a NUL cannot be in SQL text. */
class MarkedParamsDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\u0000${num}\u0000`;
  }
}
const markingDialect = new MarkedParamsDialect({ casing: 'snake_case' });
/** pg's conversion of a parameter to its text (arrays to array literals, dates to timestamps): untyped in @types/pg. */
const pgUtils = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/**
 * The statement's text with each parameter written as a quoted literal, as pg would send it (pg's own conversion,
 * then its quoting: quotes and backslashes escaped). A quoted literal is of unknown type until its context decides,
 * as a parameter is. A NUL, which PostgreSQL's text cannot hold and which would end the message's text, is refused.
 */
export function inlinedText(query: SQL): string {
  const { sql: text, params } = markingDialect.sqlToQuery(query);
  // Text, parameter number, text, …: the markers split it so, unless a NUL was in the text itself.
  const parts = text.split('\u0000');
  if (parts.length !== 2 * params.length + 1) throw new Error('A statement\'s text holds a NUL character');
  return parts.map((part, index) => (index % 2 === 0 ? part : literalOf(params[Number(part)]))).join('');
}

/**
 * A parameter as a quoted literal. Binary values and placeholders are refused: neither reads as its parameter would.
 * Like a parameter, it belongs where a value goes: inside a quoted string or a comment of the template it would be text
 * of the statement (such a template fails with parameters too).
 */
function literalOf(param: unknown): string {
  if (param === null || param === undefined) return 'null';
  if (Buffer.isBuffer(param) || is(param, Placeholder)) throw new Error('inlinedText takes no binary values or placeholders');
  const literal = String(pgUtils.prepareValue(param));
  if (literal.includes('\u0000')) throw new Error('A statement parameter holds a NUL character');
  return pg.escapeLiteral(literal);
}

/** Whether the database is a PostgreSQL server's pool (not the embedded database, not a transaction). */
export function isServerPool(db: Db): boolean {
  return serverPools.has(db);
}

/**
 * The same pool as a Db that is not a server's pool (isServerPool false): rankings on it send no planner settings and
 * read no samples, so tests can compare the plans the planner picks alone with the planned ones.
 */
export function withoutPlannerSettings(db: Db): Db {
  const pool = pools.get(db);
  if (!pool) throw new Error('withoutPlannerSettings needs a database opened by openDatabase');
  const plain = drizzle({ client: pool as pg.Pool, schema, casing: 'snake_case' });
  pools.set(plain, pool);
  return plain;
}

/**
 * Runs `first`, then `query`, in one round trip, and returns the rows of `query`: one simple-protocol message, whose
 * statements PostgreSQL plans and runs one after the other in one implicit transaction. So a `set_config(…, true)` in
 * `first` applies to the planning of `query` and ends with it, as SET LOCAL in a transaction of their own would,
 * without the round trips of `begin`, the setting and `commit` (decision 0050). The simple protocol takes no
 * parameters: they are written into the text as literals (inlinedText).
 */
export async function queryRowsAfter<T>(db: Db, first: SQL, query: SQL): Promise<T[]> {
  const result = (await db.execute(sql.raw(`${inlinedText(first)};\n${inlinedText(query)}`))) as unknown;
  const last = (Array.isArray(result) ? result.at(-1) : result) as { rows: T[] };
  return last.rows;
}

/**
 * Runs raw SQL and returns its rows typed as T: `execute` answers with pg's `{ rows }`, but cannot know the
 * row shape, so this is the one place that asserts it.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/**
 * True when an error means the database cannot be reached right now (refused or broken connection, a server
 * shutting down, no free connection in time) rather than that a statement failed: the app answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as (Error & { code?: unknown; cause?: unknown }) | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    // PostgreSQL: connection exceptions (08…), admin/crash shutdown and "cannot connect now" (57P01–57P03).
    if (/^08...$/.test(code) || ['57P01', '57P02', '57P03'].includes(code)) return true;
    const message = typeof current.message === 'string' ? current.message : '';
    if (/^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/.test(message)) return true;
  }
  return false;
}
