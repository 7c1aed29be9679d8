import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { liveEventNames } from '../../../domain/live-events';
import { fullName, unnamedPerson } from '../../../domain/person';
import { MESSAGE_EMAIL_DELAY_MS } from '../../../domain/notification-delivery';
import { messagePreview, type NotificationData } from '../../../domain/notifications';
import type { ReservationStatus } from '../../../domain/reservation-status';
import { type SystemMessageAction, systemMessageText } from '../../../domain/reservations';
import { type Db, queryRowsPrepared } from '../../db/client';
import { conversations, messages, reservations } from '../../db/schema';
import { liveEventCtes, liveEventLocksCte, liveEventsColumn, pokeRecorded, type RecordedLiveEvents, recordLiveEventForUsers } from '../live-events';
import { createNotification, notificationCreatedEvent, notificationCtes } from '../notifications';

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

/** A party's message as `addPartyMessage` stores it (the attachment already in storage). */
export interface PartyMessage {
  /** Drawn by the caller (the attachment's URL carries it). */
  messageId: string;
  conversationId: string;
  senderId: string;
  /** The sender's name as the receiver's notification shows it. */
  sender: { first_name: string | null; last_name: string | null };
  receiverId: string;
  /** Trimmed ('' with a file only). */
  content: string;
  attachment: { kind: 'image' | 'video' | 'file'; url: string; key: string; name: string; mime: string; size: number } | null;
  /** The message's time, unless the conversation's last message is as late (then 1 ms after it). */
  now: Date;
}

/**
 * A party sent a message (the messages API; tests call it too): **one statement** — one round trip, its own
 * transaction unless `db` is one — stores it and everything that comes with it (docs/decisions/0015):
 * 0. both parties' advisory locks (those of their live events) first, then the conversation row: the order the
 *    reservation actions and jobs take them in (status event, then system message), so neither can deadlock a send;
 * 1. the conversation row is updated (`last_message_at`, `left_at`): that row lock serializes the sends of one
 *    conversation, so its messages get strictly increasing times and every reader sees one order;
 * 2. the message (at max(now, the conversation's last message + 1 ms));
 * 3. the receiver's `message` notification and its outbox rows, through `notificationCtes` (the one notification
 *    path): its e-mail waits 10 minutes and is dropped when the message has been read by then;
 * 4. `message.created` for both parties (the receiver's before its `notification.created`), through
 *    `liveEventCtes` (its locks are already held), insert, NOTIFY.
 * Answers the message's stored time, or null when the conversation no longer exists (nothing stored).
 */
export async function addPartyMessage(db: Db, input: PartyMessage): Promise<{ createdAt: string } | null> {
  const { attachment } = input;
  const url = (kind: NonNullable<PartyMessage['attachment']>['kind']) => (attachment?.kind === kind ? attachment.url : null);
  const created = (ord: number, userId: string) =>
    sql`select ${ord}::int as ord, ${userId}::uuid as user_id, ${liveEventNames.messageCreated}::text as type,
               jsonb_build_object('conversation_id', conversation_id, 'message_id', id) as data
        from new_message`;
  const [row] = await queryRowsPrepared<{ created_at: string | null } & RecordedLiveEvents>(
    db,
    sql`with ${liveEventLocksCte('parties_locked', [input.senderId, input.receiverId])},
      sent_in as (
        update conversations set last_message_at = greatest(${input.now.toISOString()}::timestamptz, last_message_at + interval '1 millisecond'), left_at = null
        where id = ${input.conversationId}::uuid and (select count(*) from parties_locked) >= 0
        returning id, last_message_at),
      new_message as (
        insert into messages (id, conversation_id, sender_id, receiver_id, content, photo_url, video_url, file_url,
                              attachment_key, attachment_name, attachment_mime, attachment_size, created_at)
        select ${input.messageId}::uuid, id, ${input.senderId}::uuid, ${input.receiverId}::uuid, ${input.content}::text,
               ${url('image')}::text, ${url('video')}::text, ${url('file')}::text,
               ${attachment?.key ?? null}::text, ${attachment?.name ?? null}::text, ${attachment?.mime ?? null}::text, ${attachment?.size ?? null}::int,
               last_message_at
        from sent_in
        returning id, conversation_id, created_at),
      ${notificationCtes({
        userId: input.receiverId,
        data: {
          kind: 'message_received',
          sender_name: fullName(input.sender, unnamedPerson.someone),
          preview: messagePreview({ content: input.content, attachment: attachment === null ? null : attachment.kind === 'image' ? 'photo' : attachment.kind }),
        },
        related: { type: 'conversation', id: input.conversationId },
        metadata: { message_id: input.messageId, conversation_id: input.conversationId },
        source: sql`new_message`,
        at: sql`new_message.created_at`,
        deliverAfterMs: MESSAGE_EMAIL_DELAY_MS,
      })},
      ${liveEventCtes(sql`${created(0, input.senderId)} union all ${created(1, input.receiverId)} union all ${notificationCreatedEvent(2)}`)}
    select (select to_json(created_at) #>> '{}' from new_message) as created_at, ${liveEventsColumn}`,
  );
  if (!row?.created_at) return null;
  pokeRecorded(row);
  return { createdAt: row.created_at };
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

/**
 * In an account's deletion (after the cancellations it causes): the system lines that name the person ("Yael Cohen
 * requested to book this item.") name them "Deleted user", as every other answer does. The other party keeps the line,
 * its time and what it says happened.
 */
export async function renameSystemMessagesOf(tx: Db, userId: string): Promise<number> {
  // Through the person's conversations (their party indexes, then each thread's messages): messages have no sender index.
  const lines = await tx
    .select({ id: messages.id, action: messages.systemAction, isPurchase: reservations.isPurchase })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .leftJoin(reservations, eq(reservations.id, conversations.reservationId))
    .where(
      and(
        or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)),
        eq(messages.senderId, userId),
        eq(messages.isSystemMessage, true),
      ),
    );
  let renamed = 0;
  for (const line of lines) {
    if (!line.action) continue;
    const content = systemMessageText(line.action as SystemMessageAction, unnamedPerson.deleted, line.isPurchase ?? false);
    if (content === undefined) continue;
    await tx.update(messages).set({ content }).where(eq(messages.id, line.id));
    renamed += 1;
  }
  return renamed;
}
