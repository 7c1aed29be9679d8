import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages, notifications } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('notifications and unread counts', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie?: string) => ctx().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie?: string, origin = TEST_ORIGIN) =>
    ctx().app.inject({ method: 'POST', url, headers: { origin, ...(cookie ? { cookie } : {}) } });

  async function notify(userId: string, title: string, minutesAgo: number, extra: Partial<typeof notifications.$inferInsert> = {}) {
    const [row] = await ctx()
      .db.insert(notifications)
      .values({
        userId,
        type: 'reservation_request',
        title,
        content: `${title} content`,
        timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        ...extra,
      })
      .returning();
    return row!;
  }

  it('lists only the own notifications, newest first, at most 50', async () => {
    const me = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const relatedId = randomUUID();
    await notify(me.user.id, 'Older', 10);
    await notify(me.user.id, 'Newer', 1, { relatedType: 'reservation', relatedId });
    await notify(other.user.id, 'Not mine', 0);

    const response = await get('/api/notifications', me.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json().notifications;
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Newer', 'Older']);
    expect(list[0]).toEqual({
      notification_id: expect.any(String),
      type: 'reservation_request',
      title: 'Newer',
      content: 'Newer content',
      read: false,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      related_type: 'reservation',
      related_id: relatedId,
    });

    for (let i = 0; i < 55; i++) await notify(me.user.id, `Bulk ${i}`, 100 + i);
    expect((await get('/api/notifications', me.cookie)).json().notifications).toHaveLength(50);
  });

  it('marks one read (only the own) and all read', async () => {
    const me = await signUp(ctx().app);
    const other = await signUp(ctx().app);
    const mine = await notify(me.user.id, 'Mine', 1);
    const second = await notify(me.user.id, 'Second', 2);
    const theirs = await notify(other.user.id, 'Theirs', 1);

    expect((await post(`/api/notifications/${mine.id}/read`, me.cookie)).statusCode).toBe(204);
    const foreign = await post(`/api/notifications/${theirs.id}/read`, me.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Notification not found');
    expect((await post(`/api/notifications/${randomUUID()}/read`, me.cookie)).statusCode).toBe(404);
    expect((await post('/api/notifications/not-a-uuid/read', me.cookie)).statusCode).toBe(400);
    const [theirsNow] = await ctx().db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(theirsNow?.read).toBe(false);

    expect((await get('/api/me/counts', me.cookie)).json().unread_notifications).toBe(1);
    expect((await post('/api/notifications/read-all', me.cookie)).statusCode).toBe(204);
    const [secondNow] = await ctx().db.select().from(notifications).where(eq(notifications.id, second.id));
    expect(secondNow?.read).toBe(true);
    expect((await get('/api/me/counts', me.cookie)).json().unread_notifications).toBe(0);
    expect((await get('/api/me/counts', other.cookie)).json().unread_notifications).toBe(1);
  });

  it('counts unread messages addressed to me only', async () => {
    const renter = await signUp(ctx().app);
    const owner = await signUp(ctx().app);
    const [conversation] = await ctx().db.insert(conversations).values({ renterId: renter.user.id, ownerId: owner.user.id }).returning();
    const base = { conversationId: conversation!.id };
    await ctx()
      .db.insert(messages)
      .values([
        { ...base, senderId: renter.user.id, receiverId: owner.user.id, content: 'Hi' },
        { ...base, senderId: renter.user.id, receiverId: owner.user.id, content: 'Still there?' },
        { ...base, senderId: renter.user.id, receiverId: owner.user.id, content: 'Read one', read: true },
        { ...base, senderId: owner.user.id, receiverId: renter.user.id, content: 'Yes' },
      ]);
    await notify(owner.user.id, 'Booking', 1);

    expect((await get('/api/me/counts', owner.cookie)).json()).toEqual({ unread_messages: 2, unread_notifications: 1 });
    expect((await get('/api/me/counts', renter.cookie)).json()).toEqual({ unread_messages: 1, unread_notifications: 0 });
  });

  it('needs a session, and refuses a forged Origin', async () => {
    for (const url of ['/api/notifications', '/api/me/counts']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('User not authenticated');
    }
    expect((await post('/api/notifications/read-all')).statusCode).toBe(401);
    const me = await signUp(ctx().app);
    const mine = await notify(me.user.id, 'Mine', 1);
    expect((await post(`/api/notifications/${mine.id}/read`, me.cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await post('/api/notifications/read-all', me.cookie, 'https://evil.example')).statusCode).toBe(403);
    const [row] = await ctx().db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(row?.read).toBe(false);
  });
});
