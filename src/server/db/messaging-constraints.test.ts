import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, messages, notifications, phoneVerifications, profiles, referrals } from './schema';
import { expectViolation, pgCodes } from '../test/db-errors';
import { createConversation, createMessage, createNotification, createProfile, createReservation } from '../test/factories';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const db = () => database().db;

const { checkViolation, uniqueViolation, restrictViolation } = pgCodes;

describe('conversations', () => {
  it('are between two different people', async () => {
    const person = await createProfile(db());
    await expectViolation(createConversation(db(), { renterId: person.id, ownerId: person.id, listingId: null }), 'conversations_two_people', checkViolation);
  });

  it('one listing-only conversation per listing and renter; reservation threads are separate', async () => {
    const conversation = await createConversation(db());
    const same = { listingId: conversation.listingId, renterId: conversation.renterId, ownerId: conversation.ownerId };
    await expectViolation(createConversation(db(), same), 'conversations_listing_renter_key', uniqueViolation);
    const reservation = await createReservation(db(), { listingId: conversation.listingId!, renterId: conversation.renterId });
    await createConversation(db(), { ...same, reservationId: reservation.id });
    await expectViolation(createConversation(db(), { ...same, reservationId: reservation.id }), 'conversations_reservation_id_key', uniqueViolation);
  });

  it('keep their listing and participants (RESTRICT) and take their messages with them (CASCADE)', async () => {
    const message = await createMessage(db());
    const [conversation] = await db().select().from(conversations).where(eq(conversations.id, message.conversationId));
    await expectViolation(db().delete(profiles).where(eq(profiles.id, conversation!.renterId)), 'conversations_renter_id_profiles_id_fk', restrictViolation);
    await db().delete(conversations).where(eq(conversations.id, conversation!.id));
    expect(await db().select().from(messages).where(eq(messages.id, message.id))).toEqual([]);
  });
});

describe('messages', () => {
  it('a user message needs non-blank content or a file', async () => {
    await expectViolation(createMessage(db(), { content: '   ' }), 'messages_not_empty', checkViolation);
    await createMessage(db(), { content: '', photoUrl: '/media/messages/a.webp' });
    await createMessage(db(), { content: '', fileUrl: '/media/messages/a.pdf' });
    await createMessage(db(), { content: '', videoUrl: '/media/messages/a.mp4' });
  });

  it('content is at most 5000 characters', async () => {
    await createMessage(db(), { content: 'x'.repeat(5000) });
    await expectViolation(createMessage(db(), { content: 'x'.repeat(5001) }), 'messages_content_length', checkViolation);
  });

  it('system messages may have no sender; user messages must have one and not send to themselves', async () => {
    const system = await createMessage(db(), { isSystemMessage: true, systemAction: 'expired', content: 'Reservation expired' });
    expect(system.senderId).toBeNull();
    await expectViolation(createMessage(db(), { senderId: null }), 'messages_sender', checkViolation);
    const conversation = await createConversation(db());
    await expectViolation(
      createMessage(db(), { conversationId: conversation.id, senderId: conversation.ownerId, receiverId: conversation.ownerId }),
      'messages_not_to_self',
      checkViolation,
    );
    await expectViolation(createMessage(db(), { systemAction: 'accepted' }), 'messages_system_action', checkViolation);
  });

  it('are unread by default', async () => {
    expect((await createMessage(db())).read).toBe(false);
  });
});

describe('notifications', () => {
  it('refuse unknown types and related types, and a related type without an id', async () => {
    const notification = await createNotification(db(), { type: 'booking_request', relatedType: 'reservation', relatedId: crypto.randomUUID() });
    expect(notification).toMatchObject({ read: false, metadata: null });
    await expectViolation(
      db().execute(sql`update notifications set type = 'spam' where id = ${notification.id}`),
      'notifications_type',
      checkViolation,
    );
    await expectViolation(
      db().execute(sql`update notifications set related_type = 'profile' where id = ${notification.id}`),
      'notifications_related_type',
      checkViolation,
    );
    await expectViolation(createNotification(db(), { relatedType: 'listing' }), 'notifications_related', checkViolation);
  });

  it('keep metadata as JSON and go away with their user (CASCADE)', async () => {
    const notification = await createNotification(db(), { metadata: { listingTitle: 'Kayak', days: 3 } });
    expect(notification.metadata).toEqual({ listingTitle: 'Kayak', days: 3 });
    await db().delete(profiles).where(eq(profiles.id, notification.userId));
    expect(await db().select().from(notifications).where(eq(notifications.id, notification.id))).toEqual([]);
  });
});

describe('referrals and phone verification', () => {
  it('a person is referred once, never by themselves', async () => {
    const [referrer, referee] = [await createProfile(db()), await createProfile(db())];
    await db().insert(referrals).values({ referrerId: referrer.id, refereeId: referee.id });
    await expectViolation(db().insert(referrals).values({ referrerId: (await createProfile(db())).id, refereeId: referee.id }), 'referrals_referee_id_key', uniqueViolation);
    await expectViolation(db().insert(referrals).values({ referrerId: referrer.id, refereeId: referrer.id }), 'referrals_not_self', checkViolation);
  });

  it('phone codes allow at most 5 attempts, need an international number, and go with the user', async () => {
    const user = await createProfile(db());
    const base = { userId: user.id, phone: '+972 54-123-4567', codeHash: 'hash', expiresAt: sql`now() + interval '10 minutes'` };
    const [verification] = await db().insert(phoneVerifications).values(base).returning();
    await expectViolation(db().insert(phoneVerifications).values({ ...base, attempts: 6 }), 'phone_verifications_attempts', checkViolation);
    await expectViolation(db().insert(phoneVerifications).values({ ...base, phone: '054-1234567' }), 'phone_verifications_phone_format', checkViolation);
    await expectViolation(
      db().insert(phoneVerifications).values({ ...base, expiresAt: sql`now() - interval '1 minute'` }),
      'phone_verifications_expiry',
      checkViolation,
    );
    await db().delete(profiles).where(eq(profiles.id, user.id));
    expect(await db().select().from(phoneVerifications).where(eq(phoneVerifications.id, verification!.id))).toEqual([]);
  });
});
