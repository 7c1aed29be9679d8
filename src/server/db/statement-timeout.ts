import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout (or a cancel request). */
const QUERY_CANCELED = '57014';

/** Whether the error (or one it wraps — Drizzle wraps driver errors) is a statement that ran out of time. */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` in a transaction whose statements PostgreSQL cancels after `timeoutMs` each (SET LOCAL, so
 * the pooled connection keeps its own setting afterwards). The embedded database cannot interrupt a
 * statement; there the bounded access paths and the gate are the protection.
 */
export function withStatementTimeout<T>(
  db: Db,
  timeoutMs: number,
  work: (tx: Db) => Promise<T>,
  /** Other settings for this transaction only (e.g. work_mem). */
  settings: Record<string, string> = {},
): Promise<T> {
  const all = { ...settings, statement_timeout: String(Math.max(1, Math.round(timeoutMs))) };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${sql.join(Object.entries(all).map(([name, value]) => sql`set_config(${name}, ${value}, true)`), sql`, `)}`);
    return work(tx);
  });
}
