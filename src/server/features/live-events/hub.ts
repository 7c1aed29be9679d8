import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_HEARTBEAT_MS, LIVE_MAX_STREAMS_PER_USER, LIVE_RETRY_MS, type LiveEventName, liveEventNames } from '../../../domain/live-events';
import type { Db } from '../../db/client';
import { LIVE_READ_BATCH, readEventsAfter, streamPosition } from './queries';

/** A stream whose client does not read (its unsent bytes pile up past this) is closed; it reconnects and replays. */
const MAX_UNSENT_BYTES = 1024 * 1024;
/** A long replay waits this long at most for the client to take a batch before the next is read; then it is closed. */
const DRAIN_WAIT_MS = 30_000;

export interface LiveStream {
  userId: string;
  /** Id of the newest event written to this stream. */
  lastSent: number;
  reading: boolean;
  /** Set when a poke arrives while reading: read again afterwards. */
  again: boolean;
  closed: boolean;
  response: ServerResponse;
}

export interface LiveHubStats {
  streams: number;
  users: number;
}

/**
 * The open event streams of this app instance, by user. A poke (from NOTIFY or the in-process bus) makes each of the
 * user's streams read its events after the last id it sent, and write them in order; at most one read per stream
 * runs at a time, and a poke arriving meanwhile triggers one more. Notifications missed while the listening
 * connection was down are caught up by `pokeAll` when it is back.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { heartbeatMs?: number; maxStreamsPerUser?: number } = {},
  ) {}

  stats(): LiveHubStats {
    let streams = 0;
    for (const set of this.streams.values()) streams += set.size;
    return { streams, users: this.streams.size };
  }

  /**
   * Opens a stream on `response` (headers already written by the route): from `lastEventId` when the client sent
   * one, else from the user's newest event. Resolves once the first frames (retry, reset or ready) are written.
   */
  async open(userId: string, lastEventId: number | null, response: ServerResponse): Promise<LiveStream> {
    const stream: LiveStream = { userId, lastSent: Number.MAX_SAFE_INTEGER, reading: true, again: false, closed: false, response };
    // Registered before the position is read: a poke meanwhile marks it for one more read.
    this.add(stream);
    response.on('close', () => this.remove(stream));
    response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    try {
      const position = await streamPosition(this.db, userId);
      if (lastEventId !== null && lastEventId <= position.newest && lastEventId >= position.prunedThrough) {
        stream.lastSent = lastEventId;
      } else {
        stream.lastSent = position.userNewest;
        if (lastEventId !== null) {
          write(stream, position.userNewest, liveEventNames.reset, { reason: lastEventId > position.newest ? 'unknown' : 'too_old' });
        }
      }
      write(stream, stream.lastSent, liveEventNames.ready, { last_event_id: stream.lastSent > 0 ? String(stream.lastSent) : null });
    } catch (error) {
      this.log.warn({ err: error }, 'live events: could not open a stream');
      response.end();
      this.remove(stream);
      return stream;
    } finally {
      stream.reading = false;
    }
    // Catch up: what the client missed (Last-Event-ID), and whatever committed while the position was read.
    stream.again = false;
    await this.pump(stream);
    return stream;
  }

  /** A user's event `eventId` committed (NOTIFY or the in-process bus). */
  poke(userId: string, eventId: number): void {
    const set = this.streams.get(userId);
    if (!set) return;
    for (const stream of set) if (eventId > stream.lastSent) void this.pump(stream);
  }

  /** Every stream reads (after the listening connection came back: notifications may have been missed). */
  pokeAll(): void {
    for (const set of this.streams.values()) for (const stream of set) void this.pump(stream);
  }

  start(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs ?? LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Ends every stream (shutdown): clients reconnect, to another instance or after the restart, and replay. */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const set of this.streams.values()) for (const stream of set) this.end(stream);
    this.streams.clear();
  }

  private beat(): void {
    for (const set of this.streams.values()) {
      for (const stream of set) {
        if (stream.closed) continue;
        stream.response.write(': ping\n\n');
      }
    }
  }

  private add(stream: LiveStream): void {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    const max = this.options.maxStreamsPerUser ?? LIVE_MAX_STREAMS_PER_USER;
    // The oldest goes first (a tab long closed whose connection is not yet known to be dead, most likely).
    for (const oldest of set) {
      if (set.size <= max) break;
      this.end(oldest);
    }
  }

  private remove(stream: LiveStream): void {
    stream.closed = true;
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  private end(stream: LiveStream): void {
    this.remove(stream);
    stream.response.end();
  }

  /** Reads and writes the stream's events after its last sent id; one read at a time per stream. */
  private async pump(stream: LiveStream): Promise<void> {
    if (stream.closed) return;
    if (stream.reading) {
      stream.again = true;
      return;
    }
    stream.reading = true;
    try {
      do {
        stream.again = false;
        const events = await readEventsAfter(this.db, stream.userId, stream.lastSent);
        if (stream.closed) return;
        for (const event of events) {
          write(stream, event.id, event.type, event.data);
          stream.lastSent = event.id;
        }
        if (stream.response.writableLength > MAX_UNSENT_BYTES) {
          this.log.info({ userId: stream.userId }, 'live events: a client does not read its stream; closing it');
          this.end(stream);
          return;
        }
        if (events.length === LIVE_READ_BATCH) {
          stream.again = true;
          // A long replay goes batch by batch: the next is read once the socket took this one (no pool connection is
          // held meanwhile, and sends never wait behind a slow client); a client that takes none is closed.
          if (stream.response.writableNeedDrain && !(await drained(stream.response, DRAIN_WAIT_MS))) {
            if (!stream.closed) this.end(stream);
            return;
          }
        }
      } while (stream.again && !stream.closed);
    } catch (error) {
      // The client reconnects (retry hint) and replays from its Last-Event-ID: nothing is lost.
      this.log.warn({ err: error }, 'live events: reading events failed; closing the stream');
      this.end(stream);
    } finally {
      stream.reading = false;
    }
  }
}

/** Resolves true once `response` drained, false when it closed or `ms` passed first. */
function drained(response: ServerResponse, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      response.off('drain', onDrain);
      response.off('close', onClose);
      resolve(value);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    response.on('drain', onDrain);
    response.on('close', onClose);
  });
}

function write(stream: LiveStream, id: number, name: LiveEventName, data: unknown): void {
  if (stream.closed) return;
  stream.response.write(`id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}
