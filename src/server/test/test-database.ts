import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by DATABASE_URL when TEST_DB=postgres (dropped again on close).
 */
export async function openTestDatabase(options: { statementTimeoutMs?: number } = {}): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return openPostgresTestDatabase(options.statementTimeoutMs);
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  return database;
}

/** A migrated database for the calling test file: opened before its tests, closed (and dropped) after them. */
export function useTestDatabase(): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the test database is opened in beforeAll');
    return database;
  };
}

export const testDatabaseKind = (): 'postgres' | 'pglite' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');

async function openPostgresTestDatabase(statementTimeoutMs?: number): Promise<Database> {
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url, statementTimeoutMs });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the server named by DATABASE_URL (or `serverUrl`), named after its database with
 * `_<infix>_<random>`, for tests and benchmarks that need its URL (app processes).
 */
export async function createPostgresTestDatabase(
  options: { serverUrl?: string; infix?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const base = new URL(serverUrl);
  const name = `${decodeURIComponent(base.pathname.replace(/^\//, '')) || 'gearloop'}_${options.infix ?? 't'}_${randomBytes(5).toString('hex')}`.slice(0, 60);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
