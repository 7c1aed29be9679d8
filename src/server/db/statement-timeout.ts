import { sql } from 'drizzle-orm';
import { type Db, poolStatementTimeoutMs } from './client';

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
 * Runs `work` with PostgreSQL cancelling each of its statements after `timeoutMs`. A pool whose connections have that
 * limit from their start (poolStatementTimeoutMs: the app's, DATABASE_STATEMENT_TIMEOUT_MS) needs nothing more, and
 * `work` runs on it as it is — no transaction, no setting: each would cost a round trip (decision 0035). Otherwise
 * (another limit, or none) `work` runs in a transaction that sets it (SET LOCAL, so the pooled connection keeps its
 * own setting afterwards). The embedded database cannot interrupt a statement; there the bounded access paths and
 * the gate are the protection.
 */
export function withStatementTimeout<T>(db: Db, timeoutMs: number, work: (db: Db) => Promise<T>): Promise<T> {
  const limit = Math.max(1, Math.round(timeoutMs));
  if (poolStatementTimeoutMs(db) === limit) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(limit)}, true)`);
    return work(tx);
  });
}
