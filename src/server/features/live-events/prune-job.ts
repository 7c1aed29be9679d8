import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { pruneEvents } from './queries';

/** Events are kept this long: a client away for longer gets a `reset` and refetches. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const LIVE_EVENT_PRUNE_BATCH = 5_000;

/** Deletes events older than the retention, one bounded batch per round. */
export function liveEventPruneJob(clock: Clock, retentionMs = LIVE_EVENT_RETENTION_MS, batch = LIVE_EVENT_PRUNE_BATCH): Job {
  return {
    name: 'live-events-prune',
    run: (tx: Db) => pruneEvents(tx, new Date(clock.now().getTime() - retentionMs), batch),
  };
}
