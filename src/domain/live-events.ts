import { z } from 'zod';
import { reservationStatuses } from './reservation-status';

/**
 * Live updates: the contract between `GET /api/events` (Server-Sent Events) and the browser.
 *
 * Every event carries ids only (never message text or names): the client refetches what it shows through the
 * ordinary API, which applies every permission rule. Each SSE frame is
 *
 *     id: <event id, a decimal integer, increasing per user>
 *     event: <one of liveEventNames>
 *     data: <JSON matching the event's schema>
 *
 * A client that reconnects sends the last id it saw (`Last-Event-ID`, EventSource does this by itself) and receives
 * exactly the events it missed, once, in order. When that id is older than the server keeps (or unknown), the
 * server sends one `reset` event first: the client refetches everything it shows, then carries on from the
 * `reset` event's id.
 */

export const LIVE_EVENTS_PATH = '/api/events';

/** SSE `event:` names. */
export const liveEventNames = {
  /** A message (user or system) was added to a conversation the user is part of (sender or receiver). */
  messageCreated: 'message.created',
  /** Messages of a conversation were marked read (the user's own read, or the other party read the user's). */
  messagesRead: 'messages.read',
  /** A notification was created for the user. */
  notificationCreated: 'notification.created',
  /** One or all of the user's notifications were marked read (on another tab or device). */
  notificationsRead: 'notifications.read',
  /** A reservation the user is a party of changed status (or was created: status pending). */
  reservationStatusChanged: 'reservation.status',
  /** A conversation the user was part of was removed (empty listing-only conversation cleanup). */
  conversationDeleted: 'conversation.deleted',
  /** The stream cannot replay what the client missed: refetch everything shown, then continue from this id. */
  reset: 'reset',
  /**
   * First event of every connection, with `id:` set to the position the stream continues from (the client's
   * Last-Event-ID, or the user's newest event id for a fresh stream): the client may refetch what it shows on it.
   */
  ready: 'ready',
} as const;

export type LiveEventName = (typeof liveEventNames)[keyof typeof liveEventNames];

const uuid = z.uuid();

export const messageCreatedEvent = z.object({ conversation_id: uuid, message_id: uuid });
export const messagesReadEvent = z.object({ conversation_id: uuid, reader_id: uuid });
export const notificationCreatedEvent = z.object({ notification_id: uuid });
/** notification_id null: all of the user's notifications were marked read. */
export const notificationsReadEvent = z.object({ notification_id: uuid.nullable() });
export const reservationStatusChangedEvent = z.object({ reservation_id: uuid, status: z.enum(reservationStatuses) });
export const conversationDeletedEvent = z.object({ conversation_id: uuid });
/** Sent with `id:` = the user's newest event id at the time of the reset (the client's new starting point). */
export const resetEvent = z.object({ reason: z.enum(['too_old', 'unknown']) });
/** `last_event_id`: the id the stream continues after (null: from now on). */
export const readyEvent = z.object({ last_event_id: z.string().nullable() });

/** The data schema of each event name. */
export const liveEventSchemas = {
  [liveEventNames.messageCreated]: messageCreatedEvent,
  [liveEventNames.messagesRead]: messagesReadEvent,
  [liveEventNames.notificationCreated]: notificationCreatedEvent,
  [liveEventNames.notificationsRead]: notificationsReadEvent,
  [liveEventNames.reservationStatusChanged]: reservationStatusChangedEvent,
  [liveEventNames.conversationDeleted]: conversationDeletedEvent,
  [liveEventNames.reset]: resetEvent,
  [liveEventNames.ready]: readyEvent,
} as const satisfies Record<LiveEventName, z.ZodType>;

export type LiveEventData<N extends LiveEventName> = z.infer<(typeof liveEventSchemas)[N]>;

/** Events stored in the per-user log (all but the connection-level `reset` and `ready`). */
export const storedLiveEventNames = [
  liveEventNames.messageCreated,
  liveEventNames.messagesRead,
  liveEventNames.notificationCreated,
  liveEventNames.notificationsRead,
  liveEventNames.reservationStatusChanged,
  liveEventNames.conversationDeleted,
] as const;
export type StoredLiveEventName = (typeof storedLiveEventNames)[number];

/** A stored event as the server records it: name plus data. */
export type LiveEvent = { [N in StoredLiveEventName]: { type: N; data: LiveEventData<N> } }[StoredLiveEventName];

/** Parses one received SSE frame (event name + data text); null for an unknown name or invalid data. */
export function parseLiveEvent(name: string, data: string): { type: LiveEventName; data: unknown } | null {
  if (!Object.hasOwn(liveEventSchemas, name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchemas[name as LiveEventName].safeParse(json);
  return parsed.success ? { type: name as LiveEventName, data: parsed.data } : null;
}

// ---------- timing ----------

/** The server sends a comment line (`: ping`) this often, so proxies and the browser keep the stream open. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** `retry:` hint sent at the start of every stream: EventSource waits this long before reconnecting. */
export const LIVE_RETRY_MS = 2_000;
/**
 * The client treats a stream as dead when nothing (event or heartbeat) arrived for this long, closes it and opens a
 * new one (EventSource does not notice a silently dropped connection by itself).
 */
export const LIVE_STALE_AFTER_MS = LIVE_HEARTBEAT_MS * 2 + 5_000;
/** Client back-off when the stream fails repeatedly (EventSource gives up after a non-200 answer): 2 s doubling to 30 s. */
export const LIVE_RECONNECT_MIN_MS = 2_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;
/** At most this many open streams per user (tabs, devices); the oldest is closed when one more opens. */
export const LIVE_MAX_STREAMS_PER_USER = 5;
/**
 * While the stream is open, the client's polling fallback (spec §9: unread counts and notifications every 60 s)
 * may pause; when the stream is down for longer than this, polling resumes at the spec's intervals.
 */
export const LIVE_POLLING_FALLBACK_AFTER_MS = 10_000;
