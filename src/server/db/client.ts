import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { projectRoot } from '../platform/project-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** Runs migrations; driver-specific because drizzle-kit cannot migrate PGlite with extensions. */
  migrate(): Promise<void>;
}

export const migrationsFolder = path.resolve(projectRoot, 'src/server/db/migrations');

/**
 * PGlite's extension order matters: with pg_trgm first, trigram operators return nothing and the
 * next trigram query spins forever. Keep cube, earthdistance, pg_trgm, btree_gist in this order.
 */
export function pgliteExtensions() {
  return { cube, earthdistance, pg_trgm, btree_gist };
}

/**
 * Settings for every connection: no JIT (it made short ranking queries take a second and a half), and a
 * word-similarity threshold of 0.5 for typo-tolerant search ("mountian" finds "mountain").
 */
const SESSION_SETTINGS: [string, string][] = [
  ['jit', 'off'],
  ['pg_trgm.word_similarity_threshold', '0.5'],
];

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(target.kind === 'pglite' ? target.dataDir : undefined);
}

/** Measured on 2 cores (docs/performance.md): 4–6 connections served the hot paths faster than 20, with fewer backends contending for the cores. */
const DEFAULT_POOL_SIZE = 6;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ') });
  // An idle connection the server closes (restart, failover, a dropped test database) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool discards the client and opens a new one.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  await pool.query('select 1');
  postgresPools.set(db as unknown as Db, pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    async migrate() {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db, { migrationsFolder });
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions() });
  for (const [name, value] of SESSION_SETTINGS) await client.query(`select set_config('${name}', '${value}', false)`);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    async migrate() {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder });
    },
  };
}

const postgresPools = new WeakMap<Db, pg.Pool>();
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Like queryRows, for statements run on every request (their text is the same each time, only the
 * parameters change): on a PostgreSQL server it is prepared once per connection and reused, which saves
 * the planning (measured at about half the time of the listing-card query). Dates and timestamps come
 * back as JavaScript Dates here; on PGlite it is a plain query.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = postgresPools.get(db);
  if (!pool) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await pool.query<T & pg.QueryResultRow>({ name, text, values: params });
  return result.rows;
}

/**
 * Runs raw SQL and returns its rows typed as T. Both drivers answer `execute` with `{ rows }`, but the
 * shared `Db` type cannot know the row shape, so this is the one place that asserts it.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
