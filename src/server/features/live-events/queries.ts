import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { StoredLiveEventName } from '../../../domain/live-events';
import { type Db, queryRows } from '../../db/client';
import { liveEventLogState, liveEvents } from '../../db/schema';

export interface StoredEvent {
  id: number;
  type: StoredLiveEventName;
  data: Record<string, unknown>;
}

/** Events read per query; a longer backlog is read in several. */
export const LIVE_READ_BATCH = 500;

/** The user's events after `afterId`, oldest first (index live_events_user_id_id_idx). */
export async function readEventsAfter(db: Db, userId: string, afterId: number, limit = LIVE_READ_BATCH): Promise<StoredEvent[]> {
  return db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/**
 * Where a stream starts: the user's newest event id, the newest id ever drawn (from the sequence: a Last-Event-ID
 * above it is unknown here — another database, or a restored backup) and the highest pruned id.
 */
export async function streamPosition(db: Db, userId: string): Promise<{ userNewest: number; newest: number; prunedThrough: number }> {
  const [row] = await queryRows<{ user_newest: string | null; newest: string | null; pruned_through: string | null }>(
    db,
    sql`select (select max(id) from live_events where user_id = ${userId}) as user_newest,
               (select case when is_called then last_value else 0 end from live_events_id_seq) as newest,
               (select pruned_through from live_event_log_state where id = 1) as pruned_through`,
  );
  return { userNewest: Number(row?.user_newest ?? 0), newest: Number(row?.newest ?? 0), prunedThrough: Number(row?.pruned_through ?? 0) };
}

/**
 * Deletes up to `batch` events older than `cutoff` (oldest first) and remembers the highest deleted id, so a client
 * asking for events after an older id gets a reset instead of a silent gap.
 */
export async function pruneEvents(tx: Db, cutoff: Date, batch: number): Promise<number> {
  const deleted = await tx
    .delete(liveEvents)
    .where(
      sql`${liveEvents.id} in (select id from live_events where created_at < ${cutoff.toISOString()} order by id limit ${batch})`,
    )
    .returning({ id: liveEvents.id });
  if (deleted.length === 0) return 0;
  const highest = Math.max(...deleted.map((row) => row.id));
  await tx
    .insert(liveEventLogState)
    .values({ id: 1, prunedThrough: highest })
    .onConflictDoUpdate({ target: liveEventLogState.id, set: { prunedThrough: sql`greatest(${liveEventLogState.prunedThrough}, ${highest})` } });
  return deleted.length;
}

/** For tests and the bench: the user's newest event id (0 when none). */
export async function newestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents).where(eq(liveEvents.userId, userId));
  return Number(row?.id ?? 0);
}

/**
 * Erases every event of a deleted account, in its deletion's transaction (after the cancellations it causes): they
 * are that person's data, and a stream still open in their tab must not be told of changes it can no longer read.
 */
export async function eraseEventsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));
}
