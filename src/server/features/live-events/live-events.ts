import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { LiveHub } from './hub';
import { onLocalPoke } from './local-bus';
import { listenForLiveEvents } from './postgres-listener';

export interface LiveEvents {
  hub: LiveHub;
  /** Resolves once events from other instances can arrive (LISTEN active); at once on the embedded database. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The live-event machinery of one app instance: the hub of open streams, woken by PostgreSQL NOTIFY on one dedicated
 * connection (DATABASE_URL), or by the in-process bus on the embedded database (one process).
 */
export function createLiveEvents(options: { database: Pick<Database, 'db' | 'kind' | 'url'>; log: FastifyBaseLogger; heartbeatMs?: number }): LiveEvents {
  const hub = new LiveHub(options.database.db, options.log, { heartbeatMs: options.heartbeatMs });
  hub.start();
  if (options.database.kind === 'postgres' && options.database.url) {
    const listener = listenForLiveEvents({
      url: options.database.url,
      log: options.log,
      onEvent: (userId, eventId) => hub.poke(userId, eventId),
      onReconnect: () => hub.pokeAll(),
    });
    return {
      hub,
      ready: () => listener.ready(),
      async close() {
        hub.close();
        await listener.close();
      },
    };
  }
  const stop = onLocalPoke((userId, eventId) => hub.poke(userId, eventId));
  return {
    hub,
    ready: async () => undefined,
    async close() {
      stop();
      hub.close();
    },
  };
}
