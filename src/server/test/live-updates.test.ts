import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/client';
import { liveEvents, notificationDeliveries, notifications } from '../db/schema';
import { liveEventPruneJob, newestEventId } from '../features/live-events';
import { addPartyMessage, recordMessagesRead } from '../features/system-messages';
import { createConversation } from './factories';
import { createSignedInUser, type TestUser } from './session-helpers';
import { openSse, type SseStream } from './sse-client';
import { TEST_ORIGIN, type TestApp, useTestApp } from './test-app';
import { testDatabaseKind } from './test-database';

/**
 * GET /api/events end to end on a listening app (PGlite by default, PostgreSQL with TEST_DB=postgres): the stream's
 * framing and headers, who gets what, replay after a reconnect, resets, the per-user cap.
 */
describe('live events (GET /api/events)', () => {
  const ctx = useTestApp();
  let base = '';
  const open: SseStream[] = [];
  beforeAll(async () => {
    base = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const stream of open) stream.close();
  });
  const sse = async (...args: Parameters<typeof openSse> extends [string, ...infer R] ? R : never) => {
    const stream = await openSse(base, ...args);
    open.push(stream);
    return stream;
  };

  async function pair(t: TestApp) {
    const owner = await createSignedInUser(t.db, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await createSignedInUser(t.db, { firstName: 'Avi', lastName: 'Renter' });
    const conversation = await createConversation(t.db, { ownerId: owner.id, renterId: renter.id });
    return { owner, renter, conversation };
  }

  /** What the messages API does: the message and everything recorded with it, in one statement (addPartyMessage). */
  function partyMessage(conversationId: string, from: TestUser, to: TestUser, content: string) {
    const sender = { first_name: from.profile.firstName, last_name: from.profile.lastName };
    return { messageId: randomUUID(), conversationId, senderId: from.id, sender, receiverId: to.id, content, attachment: null, now: new Date() };
  }
  async function send(t: TestApp, conversationId: string, from: TestUser, to: TestUser, content: string): Promise<string> {
    const message = partyMessage(conversationId, from, to, content);
    expect(await addPartyMessage(t.db, message)).not.toBeNull();
    return message.messageId;
  }

  it('needs a session: 401 with the JSON error, no stream', async () => {
    const stream = await sse();
    expect(stream.status).toBe(401);
    const response = await ctx().app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated');
    const forged = await sse({ cookie: 'gl_session=forged' });
    expect(forged.status).toBe(401);
  });

  it('is an uncompressed, unbuffered event stream: retry hint, ready event with an id', async () => {
    const { owner } = await pair(ctx());
    const stream = await sse({ cookie: owner.cookie, headers: { 'accept-encoding': 'br, gzip, deflate' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // The security headers of every response are kept.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    const [ready] = await stream.waitFor((frames) => frames.length >= 1);
    expect(stream.retry).toBe(2000);
    expect(ready).toMatchObject({ event: 'ready', id: '0', data: JSON.stringify({ last_event_id: null }) });
  });

  it('delivers a message to both parties, and only to them, in well under a second', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    const stranger = await createSignedInUser(t.db);
    const [ownerStream, renterStream, strangerStream] = await Promise.all([owner, renter, stranger].map((u) => sse({ cookie: u.cookie })));
    await Promise.all([ownerStream, renterStream, strangerStream].map((s) => s!.waitFor((f) => f.length >= 1)));

    const started = performance.now();
    const messageId = await send(t, conversation.id, renter, owner, 'Is the tent still free?');
    const committed = performance.now();
    await ownerStream!.waitFor((frames) => frames.some((f) => f.event === 'notification.created'), 1000);
    await renterStream!.waitFor((frames) => frames.some((f) => f.event === 'message.created'), 1000);
    const received = ownerStream!.frames.find((f) => f.event === 'message.created')!;
    expect(received.at - committed).toBeLessThan(1000);
    expect(committed).toBeGreaterThan(started);

    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerStream!.events()).toEqual([
      { id: expect.any(Number), event: 'message.created', data: { conversation_id: conversation.id, message_id: messageId } },
      { id: expect.any(Number), event: 'notification.created', data: { notification_id: notification!.id } },
    ]);
    expect(notification).toMatchObject({ type: 'message', title: 'New message from Avi Renter', content: 'Is the tent still free?', relatedType: 'conversation', relatedId: conversation.id });
    expect(renterStream!.events()).toEqual([{ id: expect.any(Number), event: 'message.created', data: { conversation_id: conversation.id, message_id: messageId } }]);

    // Read receipts reach both.
    await inTransaction(t.db, (tx) => recordMessagesRead(tx, { conversationId: conversation.id, readerId: owner.id, otherPartyId: renter.id }));
    for (const stream of [ownerStream!, renterStream!]) {
      await stream.waitFor((frames) => frames.some((f) => f.event === 'messages.read'), 1000);
      expect(stream.events().at(-1)).toMatchObject({ event: 'messages.read', data: { conversation_id: conversation.id, reader_id: owner.id } });
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(strangerStream!.events()).toEqual([]);
  });

  it('a rolled-back change sends nothing', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    const stream = await sse({ cookie: owner.cookie });
    await stream.waitFor((f) => f.length >= 1);
    await expect(
      inTransaction(t.db, async (tx) => {
        expect(await addPartyMessage(tx, partyMessage(conversation.id, renter, owner, 'x'))).not.toBeNull();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await send(t, conversation.id, renter, owner, 'after');
    await stream.waitFor((frames) => frames.some((f) => f.event === 'notification.created'), 1000);
    expect(stream.events().filter((e) => e.event === 'message.created').map((e) => e.data.message_id)).toEqual([after]);
  });

  it('reconnecting with Last-Event-ID: the 20 messages sent meanwhile arrive, all, once, in order; then live ones', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    const first = await sse({ cookie: owner.cookie });
    const [ready] = await first.waitFor((f) => f.length >= 1);
    await send(t, conversation.id, renter, owner, 'before the drop');
    const seen = await first.waitFor((frames) => frames.filter((f) => f.event === 'notification.created').length === 1);
    const lastId = seen.at(-1)!.id!;
    expect(Number(lastId)).toBeGreaterThan(Number(ready!.id));
    first.close();
    await first.closed;

    const sent: string[] = [];
    for (let i = 1; i <= 20; i++) sent.push(await send(t, conversation.id, renter, owner, `missed ${i}`));

    const again = await sse({ cookie: owner.cookie, lastEventId: lastId });
    await again.waitFor((frames) => frames.filter((f) => f.event === 'message.created').length >= 20, 3000);
    const live = await send(t, conversation.id, renter, owner, 'live');
    await again.waitFor((frames) => frames.filter((f) => f.event === 'message.created').length >= 21, 1000);
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(again.frames[0]).toMatchObject({ event: 'ready', id: lastId });
    const events = again.events();
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > Number(lastId))).toBe(true);
    expect(events.filter((e) => e.event === 'message.created').map((e) => e.data.message_id)).toEqual([...sent, live]);
    expect(events.filter((e) => e.event === 'notification.created')).toHaveLength(21);
    expect(events).toHaveLength(42);
  });

  it('a Last-Event-ID it cannot serve (unknown, pruned, garbage) starts with a reset', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    await send(t, conversation.id, renter, owner, 'one');
    const newest = await newestEventId(t.db, owner.id);

    const unknown = await sse({ cookie: owner.cookie, lastEventId: String(newest + 1_000_000) });
    const [reset, ready] = await unknown.waitFor((f) => f.length >= 2);
    expect(reset).toMatchObject({ event: 'reset', id: String(newest), data: JSON.stringify({ reason: 'unknown' }) });
    expect(ready).toMatchObject({ event: 'ready', id: String(newest) });

    const garbage = await sse({ cookie: owner.cookie, lastEventId: 'abc' });
    expect((await garbage.waitFor((f) => f.length >= 2))[0]).toMatchObject({ event: 'reset', data: JSON.stringify({ reason: 'too_old' }) });

    // Pruning (the scheduler job) removes old events and remembers how far: an id before that gets a reset.
    const job = liveEventPruneJob({ now: () => new Date(Date.now() + 2 * 86_400_000) });
    expect(await inTransaction(t.db, (tx) => job.run(tx))).toBeGreaterThan(0);
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.userId, owner.id))).toEqual([]);
    const old = await sse({ cookie: owner.cookie, lastEventId: String(newest - 1) });
    expect((await old.waitFor((f) => f.length >= 2))[0]).toMatchObject({ event: 'reset', data: JSON.stringify({ reason: 'too_old' }) });
    // The client carries on from the reset's id: new events arrive.
    const after = await send(t, conversation.id, renter, owner, 'after the prune');
    await old.waitFor((frames) => frames.some((f) => f.event === 'message.created'), 1000);
    expect(old.events()[0]).toMatchObject({ event: 'message.created', data: { message_id: after } });
  });

  it('notification reads reach the user’s other tabs', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    await send(t, conversation.id, renter, owner, 'hello');
    const [notification] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const stream = await sse({ cookie: owner.cookie });
    await stream.waitFor((f) => f.length >= 1);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie: owner.cookie } });
    expect((await post(`/api/notifications/${notification!.id}/read`)).statusCode).toBe(204);
    await send(t, conversation.id, renter, owner, 'again');
    expect((await post('/api/notifications/read-all')).statusCode).toBe(204);
    await stream.waitFor((frames) => frames.filter((f) => f.event === 'notifications.read').length === 2, 1000);
    expect(stream.events().filter((e) => e.event === 'notifications.read').map((e) => e.data)).toEqual([{ notification_id: notification!.id }, { notification_id: null }]);
    // Nothing unread: no event.
    expect((await post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/counts', headers: { cookie: owner.cookie } })).json()).toEqual({ unread_messages: 2, unread_notifications: 0 });
  });

  it.skipIf(testDatabaseKind() !== 'postgres')('the listening connection dies: it reconnects and the streams catch up', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    const stream = await sse({ cookie: owner.cookie });
    await stream.waitFor((f) => f.length >= 1);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gearloop-live-events' and datname = current_database()`);
    const sent = await send(t, conversation.id, renter, owner, 'while the listener was down');
    await stream.waitFor((frames) => frames.some((f) => f.event === 'message.created'), 5000);
    expect(stream.events()[0]).toMatchObject({ event: 'message.created', data: { message_id: sent } });
    const later = await send(t, conversation.id, renter, owner, 'after');
    await stream.waitFor((frames) => frames.filter((f) => f.event === 'message.created').length === 2, 1000);
    expect(stream.events().filter((e) => e.event === 'message.created').map((e) => e.data.message_id)).toEqual([sent, later]);
  });

  it('keeps at most 5 streams per user: the oldest is closed', async () => {
    const { owner } = await pair(ctx());
    const streams: SseStream[] = [];
    for (let i = 0; i < 6; i++) {
      const stream = await sse({ cookie: owner.cookie });
      await stream.waitFor((f) => f.length >= 1);
      streams.push(stream);
    }
    await Promise.race([streams[0]!.closed, new Promise((_, reject) => setTimeout(() => reject(new Error('oldest not closed')), 2000))]);
    let stillOpen = 0;
    await Promise.all(streams.slice(1).map((s) => Promise.race([s.closed.then(() => undefined), new Promise((resolve) => setTimeout(() => resolve((stillOpen += 1)), 200))])));
    expect(stillOpen).toBe(5);
  });

  it('message e-mails wait 10 minutes in the outbox (users with e-mail notifications on only)', async () => {
    const t = ctx();
    const { owner, renter, conversation } = await pair(t);
    await t.db.update((await import('../db/schema')).profiles).set({ emailNotifications: false }).where(eq((await import('../db/schema')).profiles.id, renter.id));
    const at = Date.now();
    await send(t, conversation.id, renter, owner, 'to the owner');
    await send(t, conversation.id, owner, renter, 'to the renter, who turned e-mail off');
    const rows = await t.db.select().from(notificationDeliveries).orderBy(asc(notificationDeliveries.id));
    const mine = rows.filter((r) => r.userId === owner.id || r.userId === renter.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: owner.id, channel: 'email', status: 'pending', attempts: 0 });
    const wait = new Date(mine[0]!.notBefore).getTime() - at;
    expect(wait).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(wait).toBeLessThan(10 * 60_000 + 5000);
    const readers = await t.db.select().from(notifications).where(and(eq(notifications.userId, renter.id), eq(notifications.type, 'message')));
    expect(readers).toHaveLength(1);
  });
});
