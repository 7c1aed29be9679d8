import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { liveEventNames } from '../../../domain/live-events';
import { inTransaction } from '../../db/client';
import { createProfile } from '../../test/factories';
import { useTestDatabase } from '../../test/test-database';
import { LiveHub } from './hub';
import { recordLiveEvents } from './record';

/** Just what the hub uses of a ServerResponse. */
class FakeResponse extends EventEmitter {
  written = '';
  ended = false;
  writableLength = 0;
  write(chunk: string) {
    this.written += chunk;
    return true;
  }
  end() {
    this.ended = true;
    this.emit('close');
  }
}

const log = pino({ level: 'silent' });
const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('LiveHub', () => {
  const database = useTestDatabase();

  it('writes a heartbeat comment on every beat, and stops when closed', async () => {
    const { db } = database();
    const user = await createProfile(db);
    const hub = new LiveHub(db, log, { heartbeatMs: 20 });
    const response = new FakeResponse();
    await hub.open(user.id, null, response as unknown as ServerResponse);
    // Beats start once the stream is open (on a slow machine a beat could otherwise come before `ready`).
    hub.start();
    await until(() => response.written.split(': ping\n\n').length > 3);
    expect(response.written.startsWith('retry: 2000\n\nid: 0\nevent: ready\n')).toBe(true);
    expect(hub.stats()).toEqual({ streams: 1, users: 1 });
    hub.close();
    expect(response.ended).toBe(true);
    expect(hub.stats()).toEqual({ streams: 0, users: 0 });
  });

  it('closes a stream whose client does not read (over 1 MB unsent); the others go on', async () => {
    const { db } = database();
    const user = await createProfile(db);
    const hub = new LiveHub(db, log, { heartbeatMs: 60_000 });
    const slow = new FakeResponse();
    const fine = new FakeResponse();
    await hub.open(user.id, null, slow as unknown as ServerResponse);
    await hub.open(user.id, null, fine as unknown as ServerResponse);
    slow.writableLength = 2 * 1024 * 1024;
    const event = { type: liveEventNames.notificationsRead, data: { notification_id: null } } as const;
    await inTransaction(db, (tx) => recordLiveEvents(tx, [{ userId: user.id, event }]));
    hub.pokeAll();
    await until(() => slow.ended && fine.written.includes('event: notifications.read'));
    expect(hub.stats()).toEqual({ streams: 1, users: 1 });
    hub.close();
  });
});
