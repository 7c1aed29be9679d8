import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { LIVE_NOTIFY_CHANNEL } from './record';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

export interface PostgresListener {
  /** Resolves once LISTEN is active (tests and the bench wait for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated PostgreSQL connection per app instance, outside the pool, LISTENing on the live-events channel.
 * Each notification (`<user id>:<event id>`, sent at commit by the writer's transaction on any instance) pokes that
 * user's streams here. When the connection drops it reconnects with back-off and then pokes every stream, which
 * catches up from its last sent id: nothing is lost while it was down, only later.
 */
export function listenForLiveEvents(options: {
  url: string;
  log: FastifyBaseLogger;
  onEvent: (userId: string, eventId: number) => void;
  onReconnect: () => void;
}): PostgresListener {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (markReady = resolve));
  let connectedBefore = false;

  async function connect(): Promise<void> {
    if (closed) return;
    // keepAlive: a connection silently cut (a NAT, a failover) errors out instead of waiting forever.
    const next = new pg.Client({ connectionString: options.url, application_name: 'gearloop-live-events', keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== LIVE_NOTIFY_CHANNEL || !message.payload) return;
      const separator = message.payload.lastIndexOf(':');
      const eventId = Number(message.payload.slice(separator + 1));
      if (separator > 0 && Number.isSafeInteger(eventId)) options.onEvent(message.payload.slice(0, separator), eventId);
    });
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'live events: the listening connection failed; reconnecting');
      retry(next);
    });
    next.on('end', () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
      delay = RECONNECT_MIN_MS;
      if (connectedBefore) {
        options.log.info('live events: listening again');
        options.onReconnect();
      } else options.log.info('live events: listening');
      connectedBefore = true;
      markReady();
    } catch (error) {
      options.log.warn({ err: error }, 'live events: cannot LISTEN; retrying');
      retry(next);
    }
  }

  function retry(failed: pg.Client): void {
    if (closed || client !== failed || timer) return;
    client = undefined;
    failed.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  void connect();
  return {
    ready: () => isReady,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
