import { sql } from 'drizzle-orm';
import type { LiveEvent } from '../../../domain/live-events';
import { type Db, queryRows } from '../../db/client';
import { pokeLocalStreams } from './local-bus';

/** PostgreSQL NOTIFY channel of the live events; its payload is `<user id>:<event id>` (about 50 bytes). */
export const LIVE_NOTIFY_CHANNEL = 'gearloop_live';
/** First key of the per-user advisory locks (two-key form, so it never meets the scheduler's one-key lock). */
const LIVE_LOCK_CLASS = 74_201;

export interface LiveEventFor {
  userId: string;
  event: LiveEvent;
}

/**
 * Records live events in the caller's transaction: they commit (and reach the event streams) with the change they
 * report, or not at all. Per user, the writer takes an advisory lock before its ids are drawn and keeps it until
 * commit, so a user's events become visible in id order: a stream that sent id N and reads "after N" never skips
 * one that commits later with a smaller id. Locks are taken in a fixed order (by key) to avoid deadlocks between
 * two transactions about the same two people. A NOTIFY per user (delivered by PostgreSQL at commit) wakes the
 * streams of every app instance; on the embedded database the in-process bus does.
 */
export async function recordLiveEvents(tx: Db, entries: readonly LiveEventFor[]): Promise<void> {
  if (entries.length === 0) return;
  const users = [...new Set(entries.map((entry) => entry.userId))];
  await tx.execute(sql`
    select pg_advisory_xact_lock(${LIVE_LOCK_CLASS}, k)
    from (select hashtext(u) as k from jsonb_array_elements_text(${JSON.stringify(users)}::jsonb) as u order by 1 offset 0) as keys`);
  const values = sql.join(
    entries.map((entry) => sql`(${entry.userId}::uuid, ${entry.event.type}, ${JSON.stringify(entry.event.data)}::jsonb)`),
    sql`, `,
  );
  const rows = await queryRows<{ user_id: string; id: string }>(
    tx,
    sql`with inserted as (insert into live_events (user_id, type, data) values ${values} returning id, user_id)
        select user_id, max(id)::text as id, pg_notify(${LIVE_NOTIFY_CHANNEL}, user_id::text || ':' || max(id)::text)
        from inserted group by user_id`,
  );
  for (const row of rows) pokeLocalStreams(row.user_id, Number(row.id));
}

/** One event for each of several users (both parties of a conversation or reservation). */
export function recordLiveEventForUsers(tx: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  return recordLiveEvents(
    tx,
    [...new Set(userIds)].map((userId) => ({ userId, event })),
  );
}
