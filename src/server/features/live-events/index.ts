/** Live updates (issue #11, docs/decisions/0015): the per-user event log, its streams and the bus between instances. */
export { liveEventCtes, liveEventLocksCte, liveEventsColumn, pokeRecorded, recordLiveEvents, recordLiveEventForUsers, type LiveEventFor, type RecordedLiveEvents } from './record';
export { createLiveEvents, type LiveEvents } from './live-events';
export { liveEventRoutes } from './routes';
export { liveEventPruneJob } from './prune-job';
export { eraseEventsOf, newestEventId } from './queries';
