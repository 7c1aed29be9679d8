import { type SQL, sql } from 'drizzle-orm';
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

/** What a statement built with `liveEventCtes` answers about the events it recorded: each user's newest id. */
export interface RecordedLiveEvents {
  /** `[{ user_id, id }]`: read by the main query from `live_notified` (which is what sends the NOTIFYs). */
  live_events: { user_id: string; id: number | string }[] | null;
}

/**
 * The CTEs that record live events inside a larger statement (so a change and its events are one round trip):
 * `events` is a query of rows `(ord, user_id uuid, type text, data jsonb)`, typically reading the statement's own
 * earlier CTEs (the inserted message or notification), which makes them run first. In this order:
 * 1. `live_locks`: the per-user advisory locks (keys sorted, so two transactions about the same two people cannot
 *    deadlock), taken before any id is drawn and kept until commit, so a user's events become visible in id order
 *    (a stream that sent id N and reads "after N" never skips one that commits later with a smaller id);
 * 2. `live_inserted`: the rows, in `ord` order (gated on every lock having been taken), none for a deleted account
 *    (its events are erased with it, and nothing it could still be told of is its business);
 * 3. `live_notified`: one `pg_notify` per user with their newest id (PostgreSQL delivers it at commit, to every
 *    instance). The main query must read it — use `liveEventsColumn` — or no notification is sent.
 */
export function liveEventCtes(events: SQL): SQL {
  return sql`live_source as materialized (${events}),
  live_locks as materialized (
    select pg_advisory_xact_lock(${LIVE_LOCK_CLASS}, k) as locked
    from (select distinct hashtext(user_id::text) as k from live_source order by 1 offset 0) as keys),
  live_inserted as (
    insert into live_events (user_id, type, data)
    select s.user_id, s.type, s.data from live_source s
    where (select count(*) from live_locks) >= 0
      and not exists (select 1 from profiles p where p.id = s.user_id and p.deleted_at is not null)
    order by s.ord
    returning id, user_id),
  live_notified as (
    select user_id, max(id) as id, pg_notify(${LIVE_NOTIFY_CHANNEL}, user_id::text || ':' || max(id)::text) as sent
    from live_inserted group by user_id)`;
}

/**
 * A CTE (`name`) that takes the advisory locks of `userIds` at once (keys sorted), for a statement that must hold them
 * before it locks a row: the same order as the reservation actions and jobs (their status event, then the
 * conversation's system message), so the two cannot deadlock. Gate the first step on it with
 * `where (select count(*) from <name>) >= 0`; `liveEventCtes` later takes the same locks again, which returns at once.
 */
export function liveEventLocksCte(name: string, userIds: readonly string[]): SQL {
  return sql`${sql.identifier(name)} as materialized (
    select pg_advisory_xact_lock(${LIVE_LOCK_CLASS}, k) as locked
    from (select distinct hashtext(u::uuid::text) as k from unnest(${`{${[...new Set(userIds)].join(',')}}`}::text[]) as u order by 1 offset 0) as keys)`;
}

/** The main query's column that reads `live_notified` (sending the NOTIFYs) and answers `live_events`. */
export const liveEventsColumn = sql`(select json_agg(json_build_object('user_id', user_id, 'id', id)) from live_notified) as live_events`;

/** After the statement built with `liveEventCtes` ran: the in-process bus pokes this process's streams (PGlite). */
export function pokeRecorded(recorded: RecordedLiveEvents | undefined): void {
  for (const row of recorded?.live_events ?? []) pokeLocalStreams(row.user_id, Number(row.id));
}

/** A `live_source` query of fixed events (the rows of `entries`, in order). */
export function liveEventValues(entries: readonly LiveEventFor[]): SQL {
  const values = sql.join(
    entries.map((entry, index) => sql`(${index}::int, ${entry.userId}::uuid, ${entry.event.type}, ${JSON.stringify(entry.event.data)}::jsonb)`),
    sql`, `,
  );
  return sql`select * from (values ${values}) as v(ord, user_id, type, data)`;
}

/**
 * Records live events in the caller's transaction (one statement: locks, insert, NOTIFY; see `liveEventCtes`): they
 * commit (and reach the event streams) with the change they report, or not at all. A NOTIFY per user (delivered by
 * PostgreSQL at commit) wakes the streams of every app instance; on the embedded database the in-process bus does.
 */
export async function recordLiveEvents(tx: Db, entries: readonly LiveEventFor[]): Promise<void> {
  if (entries.length === 0) return;
  const [row] = await queryRows<RecordedLiveEvents>(tx, sql`with ${liveEventCtes(liveEventValues(entries))} select ${liveEventsColumn}`);
  pokeRecorded(row);
}

/** One event for each of several users (both parties of a conversation or reservation). */
export function recordLiveEventForUsers(tx: Db, userIds: readonly string[], event: LiveEvent): Promise<void> {
  return recordLiveEvents(
    tx,
    [...new Set(userIds)].map((userId) => ({ userId, event })),
  );
}
