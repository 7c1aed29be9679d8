import { and, eq, isNull } from 'drizzle-orm';
import { liveEventNames } from '../../../domain/live-events';
import { fullName, unnamedPerson } from '../../../domain/person';
import { MESSAGE_EMAIL_DELAY_MS } from '../../../domain/notification-delivery';
import { messagePreview, type NotificationData } from '../../../domain/notifications';
import type { ReservationStatus } from '../../../domain/reservation-status';
import type { SystemMessageAction } from '../../../domain/reservations';
import type { Db } from '../../db/client';
import { conversations, messages, profiles } from '../../db/schema';
import { recordLiveEventForUsers } from '../live-events';
import { createNotification } from '../notifications';

/**
 * System messages, notifications and live events about reservations and messages. Callers pass their transaction
 * (`tx`), so a change, its system message, its notification, its live events and its e-mail (outbox) commit or roll
 * back together.
 */
export interface ReservationParties {
  id: string;
  listingId: string;
  ownerId: string;
  renterId: string;
}

/**
 * The reservation's conversation (one per reservation), created when missing. When the renter already talked to the
 * owner about the listing (the listing's "Message" button), that listing-only conversation becomes the reservation's,
 * so the thread continues instead of starting over.
 */
export async function ensureReservationConversation(tx: Db, reservation: ReservationParties, at: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.reservationId, reservation.id))
    .limit(1);
  if (existing) return existing.id;
  const [attached] = await tx
    .update(conversations)
    .set({ reservationId: reservation.id, leftAt: null })
    .where(
      and(
        eq(conversations.listingId, reservation.listingId),
        eq(conversations.renterId, reservation.renterId),
        eq(conversations.ownerId, reservation.ownerId),
        isNull(conversations.reservationId),
      ),
    )
    .returning({ id: conversations.id });
  if (attached) return attached.id;
  const [created] = await tx
    .insert(conversations)
    .values({
      listingId: reservation.listingId,
      renterId: reservation.renterId,
      ownerId: reservation.ownerId,
      reservationId: reservation.id,
      lastMessageAt: at.toISOString(),
      createdAt: at.toISOString(),
    })
    .returning({ id: conversations.id });
  return created!.id;
}

/**
 * Adds a system message (status action, actor) to the reservation's conversation. The receiver is the other party
 * of the actor; with no actor (scheduler) it is the renter.
 */
export async function addSystemMessage(
  tx: Db,
  input: { reservation: ReservationParties; action: SystemMessageAction; actorId: string | null; content: string; at: Date },
): Promise<{ conversationId: string; messageId: string }> {
  const { reservation, actorId, at } = input;
  const conversationId = await ensureReservationConversation(tx, reservation, at);
  const receiverId = actorId === reservation.renterId ? reservation.ownerId : reservation.renterId;
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId,
      senderId: actorId,
      receiverId,
      content: input.content,
      isSystemMessage: true,
      systemAction: input.action,
      createdAt: at.toISOString(),
    })
    .returning({ id: messages.id });
  await tx.update(conversations).set({ lastMessageAt: at.toISOString() }).where(eq(conversations.id, conversationId));
  // Both parties see it in the conversation (a system message has no notification of its own: the status change has).
  await recordLiveEventForUsers(tx, [reservation.ownerId, reservation.renterId], {
    type: liveEventNames.messageCreated,
    data: { conversation_id: conversationId, message_id: message!.id },
  });
  return { conversationId, messageId: message!.id };
}

/** A plain message from one party (e.g. the renter's note sent with a booking request). */
export async function addUserMessage(
  tx: Db,
  input: { conversationId: string; senderId: string; receiverId: string; content: string; at: Date },
): Promise<void> {
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId: input.conversationId,
      senderId: input.senderId,
      receiverId: input.receiverId,
      content: input.content,
      createdAt: input.at.toISOString(),
    })
    .returning({ id: messages.id });
  await tx.update(conversations).set({ lastMessageAt: input.at.toISOString() }).where(eq(conversations.id, input.conversationId));
  // The note travels with the booking request, whose notification already tells the owner: live events only.
  await recordLiveEventForUsers(tx, [input.senderId, input.receiverId], {
    type: liveEventNames.messageCreated,
    data: { conversation_id: input.conversationId, message_id: message!.id },
  });
}

/**
 * A party sent a message (the messages API calls this in the transaction that inserted it): both parties' streams
 * get `message.created`, the receiver a `message` notification, whose e-mail waits 10 minutes and is dropped when
 * the message has been read by then.
 */
export async function recordMessageSent(
  tx: Db,
  input: {
    conversationId: string;
    messageId: string;
    senderId: string;
    receiverId: string;
    content: string;
    attachment: 'photo' | 'video' | 'file' | null;
    at: Date;
  },
): Promise<void> {
  await recordLiveEventForUsers(tx, [input.senderId, input.receiverId], {
    type: liveEventNames.messageCreated,
    data: { conversation_id: input.conversationId, message_id: input.messageId },
  });
  const [sender] = await tx.select({ first_name: profiles.firstName, last_name: profiles.lastName }).from(profiles).where(eq(profiles.id, input.senderId));
  await createNotification(tx, {
    userId: input.receiverId,
    data: { kind: 'message_received', sender_name: fullName(sender, unnamedPerson.someone), preview: messagePreview(input) },
    related: { type: 'conversation', id: input.conversationId },
    at: input.at,
    metadata: { message_id: input.messageId, conversation_id: input.conversationId },
    deliverNotBefore: new Date(input.at.getTime() + MESSAGE_EMAIL_DELAY_MS),
  });
}

/**
 * The reader marked the messages of a conversation read (the messages API calls this in that transaction): the
 * reader's other tabs update their badges, the sender's show the read receipt.
 */
export async function recordMessagesRead(tx: Db, input: { conversationId: string; readerId: string; otherPartyId: string }): Promise<void> {
  await recordLiveEventForUsers(tx, [input.readerId, input.otherPartyId], {
    type: liveEventNames.messagesRead,
    data: { conversation_id: input.conversationId, reader_id: input.readerId },
  });
}

/** A reservation was created or changed status (by a party or a scheduler job): both parties' streams are told. */
export async function recordReservationStatus(tx: Db, reservation: ReservationParties, status: ReservationStatus): Promise<void> {
  await recordLiveEventForUsers(tx, [reservation.ownerId, reservation.renterId], {
    type: liveEventNames.reservationStatusChanged,
    data: { reservation_id: reservation.id, status },
  });
}

/**
 * A notification about a reservation: its type and texts come from the domain; the data is stored with it. Through
 * the one creation path (createNotification): its live event and its e-mail come with it.
 */
export async function notifyAboutReservation(
  tx: Db,
  input: { userId: string; data: NotificationData; reservationId: string; at: Date; metadata?: Record<string, unknown> },
): Promise<void> {
  await createNotification(tx, {
    userId: input.userId,
    data: input.data,
    related: { type: 'reservation', id: input.reservationId },
    at: input.at,
    metadata: input.metadata,
  });
}
