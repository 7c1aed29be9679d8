import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { createdAt } from './columns';
import { listings } from './listings';
import { reservations } from './reservations';

export const MAX_MESSAGE_LENGTH = 5000;

/**
 * A thread between a renter and an owner, about a listing and/or one reservation (at most one per reservation;
 * at most one listing-only thread per listing and renter). Participants are history: RESTRICT.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().references(() => listings.id, { onDelete: 'restrict' }),
    renterId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    ownerId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    reservationId: uuid().references(() => reservations.id, { onDelete: 'restrict' }),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'string' }),
    /**
     * When a party last left the messages area (POST /api/conversations/leave) while this listing-only thread was
     * empty; cleared when it is opened again. The scheduler removes it 5 minutes later if it is still empty.
     */
    leftAt: timestamp({ withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_two_people', sql`${t.renterId} <> ${t.ownerId}`),
    uniqueIndex('conversations_reservation_id_key').on(t.reservationId),
    uniqueIndex('conversations_listing_renter_key').on(t.listingId, t.renterId).where(sql`${t.reservationId} is null`),
    index('conversations_renter_id_idx').on(t.renterId, t.lastMessageAt.desc()),
    index('conversations_owner_id_idx').on(t.ownerId, t.lastMessageAt.desc()),
    /** The empty listing-only threads (no message ever set last_message_at): what the cleanup job looks through. */
    index('conversations_empty_listing_idx').on(t.createdAt).where(sql`${t.reservationId} is null and ${t.lastMessageAt} is null`),
  ],
);

/** A message in a conversation; system messages (reservation status changes) may have no sender. */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => profiles.id, { onDelete: 'restrict' }),
    receiverId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    content: text().notNull().default(''),
    fileUrl: text(),
    photoUrl: text(),
    videoUrl: text(),
    /**
     * The attachment (at most one): its storage key (`messages/<random>.<ext>`, never served by /media), the sender's
     * file name, the type detected from its bytes and its stored size. fileUrl/photoUrl/videoUrl hold the
     * session-checked path /api/messages/{id}/attachment.
     */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentMime: text(),
    attachmentSize: integer(),
    isSystemMessage: boolean().notNull().default(false),
    /** For system messages: the reservation action (accepted, declined, expired, …). */
    systemAction: text(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_content_length', sql`char_length(${t.content}) <= ${sql.raw(String(MAX_MESSAGE_LENGTH))}`),
    check(
      'messages_not_empty',
      sql`${t.isSystemMessage} or btrim(${t.content}) <> '' or ${t.fileUrl} is not null or ${t.photoUrl} is not null or ${t.videoUrl} is not null`,
    ),
    check('messages_sender', sql`${t.isSystemMessage} or ${t.senderId} is not null`),
    check('messages_not_to_self', sql`${t.senderId} is null or ${t.senderId} <> ${t.receiverId}`),
    check('messages_system_action', sql`${t.systemAction} is null or (${t.isSystemMessage} and char_length(${t.systemAction}) <= 50)`),
    check(
      'messages_attachment_complete',
      sql`(${t.attachmentKey} is null) = (${t.attachmentMime} is null) and (${t.attachmentKey} is null) = (${t.attachmentName} is null) and (${t.attachmentKey} is null) = (${t.attachmentSize} is null)`,
    ),
    uniqueIndex('messages_attachment_key_key').on(t.attachmentKey),
    index('messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    index('messages_unread_receiver_idx').on(t.receiverId).where(sql`not ${t.read}`),
  ],
);
