import { eq } from 'drizzle-orm';
import type { SystemMessageAction } from '../../../domain/reservations';
import type { Db } from '../../db/client';
import { type NotificationData, notificationText, notificationTypeOf } from '../../../domain/notifications';
import { conversations, messages, notifications } from '../../db/schema';

/**
 * System messages and notifications about a reservation. Callers pass their transaction (`tx`), so a status change,
 * its system message and its notification commit or roll back together.
 */
export interface ReservationParties {
  id: string;
  listingId: string;
  ownerId: string;
  renterId: string;
}

/** The reservation's conversation (one per reservation), created when missing. */
export async function ensureReservationConversation(tx: Db, reservation: ReservationParties, at: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.reservationId, reservation.id))
    .limit(1);
  if (existing) return existing.id;
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
  return { conversationId, messageId: message!.id };
}

/** A plain message from one party (e.g. the renter's note sent with a booking request). */
export async function addUserMessage(
  tx: Db,
  input: { conversationId: string; senderId: string; receiverId: string; content: string; at: Date },
): Promise<void> {
  await tx.insert(messages).values({
    conversationId: input.conversationId,
    senderId: input.senderId,
    receiverId: input.receiverId,
    content: input.content,
    createdAt: input.at.toISOString(),
  });
  await tx.update(conversations).set({ lastMessageAt: input.at.toISOString() }).where(eq(conversations.id, input.conversationId));
}

/** A notification about a reservation: its type and texts come from the domain; the data is stored with it. */
export async function notifyAboutReservation(
  tx: Db,
  input: { userId: string; data: NotificationData; reservationId: string; at: Date; metadata?: Record<string, unknown> },
): Promise<void> {
  const { title, content } = notificationText(input.data);
  await tx.insert(notifications).values({
    userId: input.userId,
    type: notificationTypeOf(input.data),
    title: title.slice(0, 200),
    content: content.slice(0, 2000),
    relatedType: 'reservation',
    relatedId: input.reservationId,
    metadata: { ...input.metadata, data: input.data },
    timestamp: input.at.toISOString(),
  });
}
