import { sql } from 'drizzle-orm';
import { EMPTY_CONVERSATION_GRACE_MS } from '../../../domain/messaging';
import { type Db, queryRows } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';

/** Rows removed per round: a backlog is worked off over several rounds. */
export const EMPTY_CONVERSATION_BATCH = 200;
/** A thread opened and never left through the app (tab closed) is removed after a day if still empty. */
export const ABANDONED_CONVERSATION_MS = 24 * 60 * 60 * 1000;

/**
 * Removes empty listing-only conversations (spec §4): 5 minutes after a party left the messages area
 * (POST /api/conversations/leave sets left_at), or a day after they were started if nobody ever wrote or left.
 * Never one with a message or a reservation: both are checked in the DELETE itself, and sending a message locks
 * the conversation row and clears left_at, so a message racing the job either lands first (row kept) or finds the
 * row gone (404). Runs in the advisory-locked scheduler transaction; idempotent, bounded by `batch`.
 */
export function emptyConversationCleanupJob(clock: Clock, batch = EMPTY_CONVERSATION_BATCH): Job {
  return {
    name: 'messaging-remove-empty-conversations',
    async run(tx: Db) {
      const now = clock.now().getTime();
      const leftBefore = new Date(now - EMPTY_CONVERSATION_GRACE_MS).toISOString();
      const createdBefore = new Date(now - ABANDONED_CONVERSATION_MS).toISOString();
      const due = sql`c.reservation_id is null and c.last_message_at is null
        and (c.left_at <= ${leftBefore} or (c.left_at is null and c.created_at <= ${createdBefore}))
        and not exists (select 1 from messages m where m.conversation_id = c.id)`;
      // The batch is picked once (a materialized CTE): an IN (… LIMIT) sub-select may be run again per row.
      const removed = await queryRows<{ id: string }>(
        tx,
        sql`with picked as materialized (
            select c.id from conversations c where ${due} order by c.created_at limit ${batch} for update skip locked
          )
          delete from conversations c using picked where c.id = picked.id and ${due}
          returning c.id`,
      );
      return removed.length;
    },
  };
}
