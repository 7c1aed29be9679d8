import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, messages, notifications } from '../../db/schema';
import { addPartyMessage } from '../system-messages';
import { useTestApp } from '../../test/test-app';
import { testImage } from '../../test/listing-helpers';
import { advance, conversationRow, conversationSetup, messageForm, messagesOf, sendForm, sendText, signedInUser } from './test-support';

describe('POST /api/conversations/:id/messages', () => {
  const ctx = useTestApp();
  beforeAll(() => ctx().clock.set(new Date('2030-03-01T09:00:00Z')));

  it('stores a trimmed text message from a party to the other party (the server derives the receiver)', async () => {
    const t = ctx();
    const { renter, owner, conversationId } = await conversationSetup(t);
    const response = await sendText(t, renter, conversationId, { text: '  Hi! Is the tent still free?\n  ' });
    expect(response.statusCode).toBe(201);
    const { message, rate_limit } = response.json();
    expect(message).toMatchObject({
      conversation_id: conversationId,
      sender_id: renter.id,
      is_system: false,
      system_action: null,
      is_own: true,
      content: 'Hi! Is the tent still free?',
      attachment: null,
      read: false,
    });
    expect(rate_limit).toEqual({ messages_remaining: 9, uploads_remaining: null });
    const [row] = await messagesOf(t, conversationId);
    expect(row).toMatchObject({ senderId: renter.id, receiverId: owner.id, content: 'Hi! Is the tent still free?' });
    expect((await conversationRow(t, conversationId))?.lastMessageAt).not.toBeNull();
    const reply = await sendText(t, owner, conversationId, { text: 'Yes' });
    expect(reply.statusCode).toBe(201);
    expect((await messagesOf(t, conversationId))[1]).toMatchObject({ senderId: owner.id, receiverId: renter.id });
    // Multipart text works the same way.
    const form = await sendForm(t, owner, conversationId, messageForm('  via form  '));
    expect(form.statusCode).toBe(201);
    expect(form.json().message.content).toBe('via form');
  });

  it('accepts exactly 5000 characters', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    const response = await sendText(t, renter, conversationId, { text: `${'x'.repeat(5000)}   ` });
    expect(response.statusCode).toBe(201);
    expect(response.json().message.content).toHaveLength(5000);
  });

  it('refuses bad input with a clear error and stores nothing', async () => {
    const t = ctx();
    const { renter, owner, conversationId } = await conversationSetup(t);
    const stranger = await signedInUser(t);
    const cases: { body: unknown; status: number; message: string | RegExp }[] = [
      { body: { text: 'x'.repeat(5001) }, status: 400, message: 'Messages can be at most 5000 characters.' },
      { body: { text: '   \n\t  ' }, status: 400, message: 'Type a message or attach a file.' },
      { body: {}, status: 400, message: 'Type a message or attach a file.' },
      { body: { text: 'hi\u0000there' }, status: 400, message: 'Message must not contain control characters' },
      { body: { text: 'bell\u0007' }, status: 400, message: 'Message must not contain control characters' },
      { body: { text: 'forged', receiver_id: stranger.id }, status: 400, message: /Unexpected field "receiver_id"/ },
      { body: { text: 'forged', sender_id: owner.id }, status: 400, message: /Unexpected field "sender_id"/ },
      { body: { text: 42 }, status: 400, message: 'Message must be text' },
    ];
    for (const { body, status, message } of cases) {
      const response = await sendText(t, renter, conversationId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      if (typeof message === 'string') expect(response.json().error.message).toBe(message);
      else expect(response.json().error.message).toMatch(message);
    }
    const forgedForm = await sendForm(t, renter, conversationId, messageForm('forged', undefined, { receiver_id: stranger.id }));
    expect(forgedForm.statusCode).toBe(400);
    expect(forgedForm.json().error.message).toMatch(/Unexpected field "receiver_id"/);
    const blankForm = await sendForm(t, renter, conversationId, messageForm('   '));
    expect(blankForm.json().error.message).toBe('Type a message or attach a file.');
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { origin: 'http://localhost:3000', cookie: renter.cookie, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe('Send the message as JSON { "text" } or as multipart/form-data with "text" and "file".');
    const unauthenticated = await sendText(t, undefined, conversationId, { text: 'anyone?' });
    expect(unauthenticated.statusCode).toBe(401);
    const stranger404 = await sendText(t, stranger, conversationId, { text: 'hello' });
    expect(stranger404.statusCode).toBe(404);
    expect(await messagesOf(t, conversationId)).toHaveLength(0);
    // None of the refused attempts counted against the limit.
    const ok = await sendText(t, renter, conversationId, { text: 'finally' });
    expect(ok.json().rate_limit.messages_remaining).toBe(9);
  });

  it('allows 10 messages per 60 s per user: the 11th gets 429 with the remaining count and Retry-After, and is not stored', async () => {
    const t = ctx();
    const { renter, owner, conversationId } = await conversationSetup(t);
    for (let index = 1; index <= 10; index += 1) {
      const response = await sendText(t, renter, conversationId, { text: `message ${index}` });
      expect(response.statusCode).toBe(201);
      expect(response.json().rate_limit.messages_remaining).toBe(10 - index);
      advance(t, 1000);
    }
    const eleventh = await sendText(t, renter, conversationId, { text: 'one too many' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { limit_kind: 'messages', limit: 10, window_seconds: 60, remaining: 0, retry_after_seconds: 50 },
    });
    expect(eleventh.json().error.message).toBe('You are sending messages too fast (10 per minute). Try again in 50 s.');
    expect(eleventh.headers['retry-after']).toBe('50');
    expect(await messagesOf(t, conversationId)).toHaveLength(10);
    // Per user: the other party is not affected.
    expect((await sendText(t, owner, conversationId, { text: 'I can still write' })).statusCode).toBe(201);
    // The window slides: once the first message is a minute old, one more is allowed.
    advance(t, 50_000);
    expect((await sendText(t, renter, conversationId, { text: 'after the wait' })).statusCode).toBe(201);
    expect((await sendText(t, renter, conversationId, { text: 'but not two' })).statusCode).toBe(429);
  });

  it('allows 5 uploads per 5 minutes: the 6th gets 429, nothing is stored, and it does not use up a message', async () => {
    const t = ctx();
    const { renter, conversationId } = await conversationSetup(t);
    for (let index = 1; index <= 5; index += 1) {
      const image = await testImage({ width: 40, height: 30, format: 'png', color: `#00${index}0${index}0` });
      const response = await sendForm(t, renter, conversationId, messageForm(undefined, { name: `p${index}.png`, bytes: image, type: 'image/png' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().rate_limit.uploads_remaining).toBe(5 - index);
      advance(t, 13_000);
    }
    const before = (await messagesOf(t, conversationId)).length;
    const sixth = await sendForm(t, renter, conversationId, messageForm('and one more', { name: 'p6.png', bytes: await testImage({ width: 40, height: 30, format: 'png' }), type: 'image/png' }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatchObject({ code: 'RATE_LIMITED', details: { limit_kind: 'uploads', limit: 5, window_seconds: 300, remaining: 0 } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesOf(t, conversationId)).toHaveLength(before);
    // Text still goes through, and the refused upload gave its message count back: 4 uploads are in the last minute.
    const text = await sendText(t, renter, conversationId, { text: 'text is fine' });
    expect(text.statusCode).toBe(201);
    expect(text.json().rate_limit.messages_remaining).toBe(5);
  });

  it('sends at once into one conversation: distinct increasing times, and each user’s events in commit order', async () => {
    const t = ctx();
    advance(t, 120_000);
    const { renter, owner, conversationId } = await conversationSetup(t);
    // The test clock stands still: every send has the same "now", so only the conversation row lock orders them.
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, index) => sendText(t, index % 2 === 0 ? renter : owner, conversationId, { text: `at once ${index}` })),
    );
    expect(sends.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const rows = await messagesOf(t, conversationId);
    expect(rows).toHaveLength(10);
    const times = rows.map((row) => new Date(row.createdAt).getTime());
    for (let index = 1; index < times.length; index += 1) expect(times[index]).toBeGreaterThan(times[index - 1]!);
    // The answers carry the stored times.
    expect(new Set(sends.map((response) => response.json().message.created_at))).toEqual(new Set(rows.map((row) => new Date(row.createdAt).toISOString())));
    // Each party: one message.created per message, in the messages' order, each received one followed by its notification.
    for (const user of [renter, owner]) {
      const events = await t.db.select().from(liveEvents).where(eq(liveEvents.userId, user.id)).orderBy(asc(liveEvents.id));
      const created = events.filter((event) => event.type === 'message.created').map((event) => event.data.message_id);
      expect(created).toEqual(rows.map((row) => row.id));
      for (const row of rows.filter((message) => message.receiverId === user.id)) {
        const at = events.findIndex((event) => event.type === 'message.created' && event.data.message_id === row.id);
        expect(events[at + 1]?.type).toBe('notification.created');
      }
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toHaveLength(5);
    }
  });

  it('a conversation removed before the send commits gets nothing: no message, notification or event', async () => {
    const t = ctx();
    const { renter, owner } = await conversationSetup(t);
    const before = await t.db.select().from(liveEvents).where(eq(liveEvents.userId, owner.id));
    const stored = await addPartyMessage(t.db, {
      messageId: randomUUID(),
      conversationId: randomUUID(),
      senderId: renter.id,
      sender: { first_name: 'Rami', last_name: 'Renter' },
      receiverId: owner.id,
      content: 'into nothing',
      attachment: null,
      now: t.clock.now(),
    });
    expect(stored).toBeNull();
    expect(await t.db.select().from(messages).where(eq(messages.content, 'into nothing'))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toEqual([]);
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.userId, owner.id))).toEqual(before);
  });
});
