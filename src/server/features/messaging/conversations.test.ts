import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, listings } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { emptyConversationCleanupJob } from './jobs';
import { advance, conversationRow, conversationSetup, day, get, messagesOf, ownersListing, post, sendText, signedInUser } from './test-support';

describe('conversations', () => {
  const ctx = useTestApp();
  beforeAll(() => ctx().clock.set(new Date('2030-03-01T09:00:00Z')));

  describe('POST /api/conversations (the listing’s "Message" button)', () => {
    it('starts the renter’s listing-only conversation once and reuses it', async () => {
      const t = ctx();
      const owner = await signedInUser(t);
      const renter = await signedInUser(t);
      const listing = await ownersListing(t, owner);
      const first = await post(t, '/api/conversations', renter, { listing_id: listing.id });
      expect(first.statusCode).toBe(201);
      const { conversation, created } = first.json();
      expect(created).toBe(true);
      expect(conversation).toMatchObject({
        listing: { id: listing.id, title: listing.title },
        other_person: { id: owner.id, first_name: owner.profile.firstName, last_name: owner.profile.lastName },
        viewer_role: 'renter',
        reservation: null,
        can_accept: false,
        can_decline: false,
        last_message_at: null,
      });
      expect(conversation.listing.photo_url).toMatch(/^\/media\/listings\//);
      const again = await post(t, '/api/conversations', renter, { listing_id: listing.id });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false, conversation: { id: conversation.id } });
      const rows = await t.db.select().from(conversations).where(eq(conversations.listingId, listing.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ renterId: renter.id, ownerId: owner.id, reservationId: null });
    });

    it('two "Message" clicks at once still make one conversation', async () => {
      const t = ctx();
      const owner = await signedInUser(t);
      const renter = await signedInUser(t);
      const listing = await ownersListing(t, owner);
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, '/api/conversations', renter, { listing_id: listing.id })));
      expect(new Set(answers.map((answer) => answer.json().conversation.id)).size).toBe(1);
      expect(await t.db.select().from(conversations).where(eq(conversations.listingId, listing.id))).toHaveLength(1);
    });

    it('refuses the owner’s own listing, unknown, deleted and inactive listings, and signed-out users', async () => {
      const t = ctx();
      const owner = await signedInUser(t);
      const renter = await signedInUser(t);
      const listing = await ownersListing(t, owner);
      const own = await post(t, '/api/conversations', owner, { listing_id: listing.id });
      expect(own.statusCode).toBe(403);
      expect(own.json().error.message).toBe('You cannot message yourself about your own listing.');
      expect((await post(t, '/api/conversations', renter, { listing_id: crypto.randomUUID() })).statusCode).toBe(404);
      expect((await post(t, '/api/conversations', renter, { listing_id: 'nope' })).statusCode).toBe(400);
      expect((await post(t, '/api/conversations', renter, { listing_id: listing.id, receiver_id: owner.id })).statusCode).toBe(400);
      const inactive = await ownersListing(t, owner, { status: 'inactive' });
      expect((await post(t, '/api/conversations', renter, { listing_id: inactive.id })).json().error.message).toBe('Listing not found');
      await t.db.update(listings).set({ deletedAt: t.clock.now().toISOString() }).where(eq(listings.id, listing.id));
      expect((await post(t, '/api/conversations', renter, { listing_id: listing.id })).statusCode).toBe(404);
      expect((await post(t, '/api/conversations', undefined, { listing_id: listing.id })).statusCode).toBe(401);
      expect(await t.db.select().from(conversations).where(eq(conversations.listingId, listing.id))).toHaveLength(0);
    });

    it('the listing conversation becomes the reservation’s when the renter books', async () => {
      const t = ctx();
      const { renter, owner, listing, conversationId } = await conversationSetup(t);
      expect((await sendText(t, renter, conversationId, { text: 'Is it free next week?' })).statusCode).toBe(201);
      advance(t, 1000);
      const booked = await post(t, '/api/reservations', renter, { listing_id: listing.id, start_date: day(t, 3), end_date: day(t, 5) });
      expect(booked.statusCode).toBe(201);
      const { reservation } = booked.json();
      expect(reservation.conversation_id).toBe(conversationId);
      expect(await conversationRow(t, conversationId)).toMatchObject({ reservationId: reservation.reservation_id });
      const thread = await messagesOf(t, conversationId);
      expect(thread.map((m) => (m.isSystemMessage ? `system:${m.systemAction}` : m.content))).toEqual(['Is it free next week?', 'system:requested']);
      // The owner sees the pending request in the thread's header, with accept and decline.
      const detail = (await get(t, `/api/conversations/${conversationId}`, owner)).json().conversation;
      expect(detail).toMatchObject({
        viewer_role: 'owner',
        reservation: { id: reservation.reservation_id, status: 'pending', start_date: day(t, 3), end_date: day(t, 5), is_purchase: false },
        can_accept: true,
        can_decline: true,
      });
      expect((await get(t, `/api/conversations/${conversationId}`, renter)).json().conversation).toMatchObject({ can_accept: false, can_decline: false });
      // "Message" again now opens the reservation's thread; a new listing-only one is not made.
      const again = await post(t, '/api/conversations', renter, { listing_id: listing.id });
      expect(again.json()).toMatchObject({ created: false, conversation: { id: conversationId } });
    });
  });

  describe('GET /api/conversations', () => {
    it('lists both sides with the other person, last message preview and unread count; the owner does not see an empty thread', async () => {
      const t = ctx();
      const { renter, owner, listing, conversationId } = await conversationSetup(t);
      const ownerListBefore = (await get(t, '/api/conversations', owner)).json().conversations;
      expect(ownerListBefore.find((c: { id: string }) => c.id === conversationId)).toBeUndefined();
      const renterList = (await get(t, '/api/conversations', renter)).json().conversations;
      expect(renterList.find((c: { id: string }) => c.id === conversationId)).toMatchObject({ last_message: null, unread_count: 0 });

      await sendText(t, renter, conversationId, { text: 'Hello' });
      advance(t, 1000);
      await sendText(t, renter, conversationId, { text: 'Still there?' });
      const [row] = (await get(t, '/api/conversations', owner)).json().conversations;
      expect(row).toMatchObject({
        id: conversationId,
        listing: { id: listing.id, title: listing.title },
        other_person: { id: renter.id, first_name: 'Rami', last_name: 'Renter' },
        viewer_role: 'owner',
        reservation: null,
        last_message: { kind: 'text', text: 'Still there?', is_system: false, sender_id: renter.id },
        unread_count: 2,
      });
      expect(row.last_message_at).toBe(row.last_message.created_at);
    });

    it('searches by the other person’s first or last name and the listing title, on the server', async () => {
      const t = ctx();
      const a = await conversationSetup(t, { owner: ['Zelda', 'Quintana'], renter: ['Searcher', 'One'] });
      await sendText(t, a.renter, a.conversationId, { text: 'hi' });
      const otherOwner = await signedInUser(t, { firstName: 'Boris', lastName: 'Yellin' });
      const other = await ownersListing(t, otherOwner, { title: 'Kayak for two' });
      const b = (await post(t, '/api/conversations', a.renter, { listing_id: other.id })).json().conversation.id;
      const search = async (q: string) =>
        (await get(t, `/api/conversations?q=${encodeURIComponent(q)}`, a.renter)).json().conversations.map((c: { id: string }) => c.id);
      expect(await search('zelda')).toEqual([a.conversationId]);
      expect(await search('QUINT')).toEqual([a.conversationId]);
      expect(await search('kayak')).toEqual([b]);
      expect(await search('yell')).toEqual([b]);
      expect(await search('%')).toEqual([]);
      expect(await search('nobody here')).toEqual([]);
      expect((await get(t, `/api/conversations?q=${encodeURIComponent('a\u0000b')}`, a.renter)).statusCode).toBe(400);
      expect((await get(t, '/api/conversations', undefined)).statusCode).toBe(401);
    });
  });

  describe('GET /api/conversations/:id and its messages', () => {
    it('a stranger gets 404 for the conversation, its messages, marking it read and sending to it', async () => {
      const t = ctx();
      const { renter, conversationId } = await conversationSetup(t);
      await sendText(t, renter, conversationId, { text: 'private' });
      const stranger = await signedInUser(t);
      for (const response of [
        await get(t, `/api/conversations/${conversationId}`, stranger),
        await get(t, `/api/conversations/${conversationId}/messages`, stranger),
        await post(t, `/api/conversations/${conversationId}/read`, stranger),
        await sendText(t, stranger, conversationId, { text: 'let me in' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Conversation not found');
      }
      expect(await messagesOf(t, conversationId)).toHaveLength(1);
      expect((await get(t, `/api/conversations/${crypto.randomUUID()}`, renter)).statusCode).toBe(404);
      expect((await get(t, '/api/conversations/not-a-uuid', renter)).statusCode).toBe(400);
    });

    it('pages messages oldest → newest with `before`', async () => {
      const t = ctx();
      const { renter, owner, conversationId } = await conversationSetup(t);
      for (let index = 1; index <= 7; index += 1) {
        const sender = index % 2 === 0 ? owner : renter;
        expect((await sendText(t, sender, conversationId, { text: `m${index}` })).statusCode).toBe(201);
        advance(t, 7000);
      }
      const newest = (await get(t, `/api/conversations/${conversationId}/messages?limit=3`, renter)).json();
      expect(newest.messages.map((m: { content: string }) => m.content)).toEqual(['m5', 'm6', 'm7']);
      expect(newest.has_more).toBe(true);
      expect(newest.messages[0]).toMatchObject({ sender_id: renter.id, is_own: true, is_system: false, attachment: null, read: false });
      expect(newest.messages[1]).toMatchObject({ sender_id: owner.id, is_own: false });
      const older = (await get(t, `/api/conversations/${conversationId}/messages?limit=3&before=${newest.messages[0].id}`, renter)).json();
      expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
      const oldest = (await get(t, `/api/conversations/${conversationId}/messages?limit=3&before=${older.messages[0].id}`, renter)).json();
      expect(oldest).toMatchObject({ has_more: false });
      expect(oldest.messages.map((m: { content: string }) => m.content)).toEqual(['m1']);
      expect((await get(t, `/api/conversations/${conversationId}/messages?before=${crypto.randomUUID()}`, renter)).statusCode).toBe(404);
      expect((await get(t, `/api/conversations/${conversationId}/messages?limit=1000`, renter)).statusCode).toBe(400);
    });

    it('messages sent in the same millisecond keep the order they were sent in', async () => {
      const t = ctx();
      const { renter, conversationId } = await conversationSetup(t);
      for (let index = 1; index <= 5; index += 1) await sendText(t, renter, conversationId, { text: `same-ms ${index}` });
      const page = (await get(t, `/api/conversations/${conversationId}/messages`, renter)).json();
      expect(page.messages.map((m: { content: string }) => m.content)).toEqual([1, 2, 3, 4, 5].map((n) => `same-ms ${n}`));
      advance(t, 60_000);
    });
  });

  describe('POST /api/conversations/:id/read', () => {
    it('marks the other party’s messages to the viewer read, and the top-bar count follows', async () => {
      const t = ctx();
      const { renter, owner, conversationId } = await conversationSetup(t);
      await sendText(t, renter, conversationId, { text: 'one' });
      await sendText(t, renter, conversationId, { text: 'two' });
      await sendText(t, owner, conversationId, { text: 'reply' });
      expect((await get(t, '/api/me/counts', owner)).json().unread_messages).toBe(2);
      expect((await get(t, '/api/me/counts', renter)).json().unread_messages).toBe(1);
      const marked = await post(t, `/api/conversations/${conversationId}/read`, owner);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ marked: 2 });
      expect((await get(t, '/api/me/counts', owner)).json().unread_messages).toBe(0);
      // The renter's unread reply is untouched: only messages addressed to the viewer change.
      expect((await get(t, '/api/me/counts', renter)).json().unread_messages).toBe(1);
      const rows = await messagesOf(t, conversationId);
      expect(rows.map((m) => [m.content, m.read])).toEqual([
        ['one', true],
        ['two', true],
        ['reply', false],
      ]);
      expect((await post(t, `/api/conversations/${conversationId}/read`, owner)).json()).toEqual({ marked: 0 });
      expect((await get(t, '/api/conversations', owner)).json().conversations.find((c: { id: string }) => c.id === conversationId).unread_count).toBe(0);
      advance(t, 60_000);
    });
  });

  describe('empty listing-only conversations', () => {
    it('are removed 5 minutes after the user leaves, never one with messages; opening it again keeps it', async () => {
      const t = ctx();
      const job = emptyConversationCleanupJob(t.clock);
      const empty = await conversationSetup(t);
      const withMessage = await conversationSetup(t);
      await sendText(t, withMessage.renter, withMessage.conversationId, { text: 'keep me' });
      const reopened = await conversationSetup(t);
      for (const user of [empty.renter, withMessage.renter, reopened.renter]) {
        expect((await post(t, '/api/conversations/leave', user)).statusCode).toBe(204);
      }
      expect((await conversationRow(t, empty.conversationId))?.leftAt).not.toBeNull();
      expect((await conversationRow(t, withMessage.conversationId))?.leftAt).toBeNull();
      advance(t, 4 * 60_000);
      expect((await get(t, `/api/conversations/${reopened.conversationId}`, reopened.renter)).statusCode).toBe(200);
      expect(await job.run(t.db)).toBe(0);
      advance(t, 61_000);
      expect(await job.run(t.db)).toBe(1);
      expect(await conversationRow(t, empty.conversationId)).toBeUndefined();
      expect(await conversationRow(t, withMessage.conversationId)).toBeDefined();
      expect(await conversationRow(t, reopened.conversationId)).toBeDefined();
      // Idempotent: nothing more to do.
      expect(await job.run(t.db)).toBe(0);
      expect((await get(t, `/api/conversations/${empty.conversationId}`, empty.renter)).statusCode).toBe(404);
      // Starting again makes a fresh one.
      expect((await post(t, '/api/conversations', empty.renter, { listing_id: empty.listing.id })).statusCode).toBe(201);
    });

    it('an empty thread nobody left is removed after a day; reservation threads never', async () => {
      const t = ctx();
      const job = emptyConversationCleanupJob(t.clock);
      const abandoned = await conversationSetup(t);
      const booked = await conversationSetup(t);
      const reservation = await post(t, '/api/reservations', booked.renter, { listing_id: booked.listing.id, start_date: day(t, 3), end_date: day(t, 4) });
      expect(reservation.statusCode).toBe(201);
      advance(t, 23 * 60 * 60_000);
      await job.run(t.db);
      expect(await conversationRow(t, abandoned.conversationId)).toBeDefined();
      advance(t, 61 * 60_000);
      await job.run(t.db);
      expect(await conversationRow(t, abandoned.conversationId)).toBeUndefined();
      expect(await conversationRow(t, booked.conversationId)).toBeDefined();
    });

    it('works in bounded batches', async () => {
      const t = ctx();
      const job = emptyConversationCleanupJob(t.clock, 2);
      const setups = [await conversationSetup(t), await conversationSetup(t), await conversationSetup(t)];
      for (const setup of setups) await post(t, '/api/conversations/leave', setup.renter);
      advance(t, 6 * 60_000);
      expect(await job.run(t.db)).toBe(2);
      expect(await job.run(t.db)).toBe(1);
      expect(await job.run(t.db)).toBe(0);
    });
  });
});
