import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  attachmentKindOf,
  attachmentPath,
  type ConversationDetail,
  type ConversationListItem,
  type MessagePage,
  type MessagePageQuery,
  messagingTexts,
  type SendMessageResponse,
  type StartConversationResponse,
} from '../../../domain/messaging';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/client';
import { conversations, listings, messages } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error';
import { addPartyMessage, recordMessagesRead } from '../system-messages';
import { prepareAttachment, type PreparedAttachment } from './attachments';
import { countSend } from './limits';
import {
  findConversationFor,
  findMessageInConversation,
  findPartyConversation,
  findSendContext,
  listConversations,
  type MessageRow,
  messagePage,
  type SendContext,
  toMessage,
} from './queries';
import type { MessageInput } from './upload';

export type MessagingDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'rateLimiter'> & { log: FastifyBaseLogger };

/** GET /api/conversations */
export function getConversations(deps: MessagingDeps, userId: string, q: string | undefined): Promise<ConversationListItem[]> {
  return listConversations(deps.db, deps.storage, userId, q || undefined);
}

/** GET /api/conversations/:id — 404 for anyone but its two parties. Opening it again cancels a pending cleanup. */
export async function getConversation(deps: MessagingDeps, userId: string, id: string): Promise<ConversationDetail> {
  const conversation = await findConversationFor(deps.db, deps.storage, userId, id);
  if (!conversation) throw notFound(messagingTexts.conversationNotFound);
  await deps.db
    .update(conversations)
    .set({ leftAt: null })
    .where(and(eq(conversations.id, id), sql`${conversations.leftAt} is not null`));
  return conversation;
}

/** GET /api/conversations/:id/messages — oldest first; `before` pages back. */
export async function getMessages(deps: MessagingDeps, userId: string, id: string, query: MessagePageQuery): Promise<MessagePage> {
  const conversation = await findPartyConversation(deps.db, userId, id);
  if (!conversation) throw notFound(messagingTexts.conversationNotFound);
  let before: { createdAt: string; id: string } | undefined;
  if (query.before) {
    const anchor = await findMessageInConversation(deps.db, id, query.before);
    if (!anchor) throw notFound(messagingTexts.messageNotFound);
    before = anchor;
  }
  const page = await messagePage(deps.db, id, { before, limit: query.limit });
  return { messages: page.rows.map((row) => toMessage(row, userId)), has_more: page.hasMore };
}

/**
 * POST /api/conversations { listing_id } — the listing's "Message" button. Reuses the renter's listing-only thread,
 * else their newest reservation thread about the listing, else starts a listing-only thread (race-safe: the unique
 * index on (listing, renter) for threads without a reservation). The owner cannot message their own listing.
 */
export async function startConversation(deps: MessagingDeps, userId: string, listingId: string): Promise<StartConversationResponse> {
  const [listing] = await deps.db
    .select({ id: listings.id, ownerId: listings.ownerId, status: listings.status, deletedAt: listings.deletedAt })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  if (!listing || listing.deletedAt !== null || (listing.status !== 'active' && listing.ownerId !== userId)) {
    throw notFound(messagingTexts.listingNotFound);
  }
  if (listing.ownerId === userId) throw forbidden(messagingTexts.ownListing);

  const existing = await findRenterThread(deps, userId, listing.id);
  let id = existing;
  let created = false;
  if (!id) {
    const [inserted] = await deps.db
      .insert(conversations)
      .values({ listingId: listing.id, renterId: userId, ownerId: listing.ownerId, createdAt: deps.clock.now().toISOString() })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    created = inserted !== undefined;
    id = inserted?.id ?? (await findRenterThread(deps, userId, listing.id));
  }
  if (!id) throw new Error('conversation neither inserted nor found');
  return { conversation: await getConversation(deps, userId, id), created };
}

async function findRenterThread(deps: MessagingDeps, renterId: string, listingId: string): Promise<string | undefined> {
  const [row] = await deps.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.renterId, renterId)))
    // The listing-only thread first (null reservation sorts first with NULLS FIRST), then the newest reservation's.
    .orderBy(sql`${conversations.reservationId} is null desc`, desc(conversations.createdAt))
    .limit(1);
  return row?.id;
}

/**
 * POST /api/conversations/:id/messages. The sender must be a party (`context`, from `requireSendContext`: 404
 * before the body is read); the receiver is the other party (a receiver in the body is refused by the schema). Order
 * of checks: party (404), content (400), rate limits (429), file type (400, the message count is given back), then
 * the file is stored and the message recorded; a failed insert deletes the file.
 *
 * The message, the conversation's times, the receiver's notification and outbox rows, and both parties' live events
 * are written by one statement (`addPartyMessage`: a single round trip, its own transaction; decision 0015).
 */
export async function sendMessage(deps: MessagingDeps, userId: string, context: SendContext, input: MessageInput): Promise<SendMessageResponse> {
  if (input.text === '' && !input.file) throw badRequest(messagingTexts.emptyMessage);
  const { id, receiverId } = context;

  const counted = await countSend(deps.rateLimiter, userId, input.file !== null);
  let attachment: PreparedAttachment | null = null;
  try {
    attachment = input.file ? await prepareAttachment(input.file) : null;
    if (attachment) await deps.storage.put(attachment.key, attachment.bytes, attachment.mime);
    const messageId = randomUUID();
    const url = attachment ? attachmentPath(messageId) : null;
    const kind = attachment ? attachmentKindOf(attachment.mime) : null;
    const stored = await addPartyMessage(deps.db, {
      messageId,
      conversationId: id,
      senderId: userId,
      sender: context.sender,
      receiverId,
      content: input.text,
      attachment: attachment && kind && url ? { kind, url, key: attachment.key, name: attachment.name, mime: attachment.mime, size: attachment.bytes.length } : null,
      now: deps.clock.now(),
    });
    // Removed meanwhile (the empty-thread cleanup): nothing was sent into it.
    if (!stored) throw notFound(messagingTexts.conversationNotFound);
    const row: MessageRow = {
      id: messageId,
      conversationId: id,
      senderId: userId,
      receiverId,
      content: input.text,
      photoUrl: kind === 'image' ? url : null,
      videoUrl: kind === 'video' ? url : null,
      fileUrl: kind === 'file' ? url : null,
      attachmentKey: attachment?.key ?? null,
      attachmentName: attachment?.name ?? null,
      attachmentMime: attachment?.mime ?? null,
      attachmentSize: attachment?.bytes.length ?? null,
      isSystemMessage: false,
      systemAction: null,
      read: false,
      createdAt: stored.createdAt,
    };
    return {
      message: toMessage(row, userId),
      rate_limit: { messages_remaining: counted.messagesRemaining, uploads_remaining: counted.uploadsRemaining },
    };
  } catch (error) {
    await counted.refundMessage().catch((refundError: unknown) => deps.log.warn({ err: refundError }, 'could not refund a message count'));
    if (attachment) {
      await deps.storage.delete(attachment.key).catch((deleteError: unknown) => deps.log.warn({ err: deleteError, key: attachment?.key }, 'could not delete an unsent attachment'));
    }
    throw error;
  }
}

/** The conversation's parties, or 404 for anyone else (a stranger cannot tell it exists). */
export async function requirePartyConversation(deps: MessagingDeps, userId: string, id: string) {
  const conversation = await findPartyConversation(deps.db, userId, id);
  if (!conversation) throw notFound(messagingTexts.conversationNotFound);
  return conversation;
}

/**
 * A send's conversation (its parties, the sender's name), or 404 for anyone but its parties; 409 when the other party
 * deleted their account (the conversation stays readable, but a message would reach no one).
 */
export async function requireSendContext(deps: MessagingDeps, userId: string, id: string): Promise<SendContext> {
  const context = await findSendContext(deps.db, userId, id);
  if (!context) throw notFound(messagingTexts.conversationNotFound);
  if (context.receiverDeleted) throw conflict(messagingTexts.receiverDeleted);
  return context;
}

/** POST /api/conversations/:id/read — the other party's messages to the viewer become read. */
export async function markConversationRead(deps: MessagingDeps, userId: string, id: string): Promise<{ marked: number }> {
  const conversation = await findPartyConversation(deps.db, userId, id);
  if (!conversation) throw notFound(messagingTexts.conversationNotFound);
  const otherPartyId = conversation.renterId === userId ? conversation.ownerId : conversation.renterId;
  const rows = await inTransaction(deps.db, async (tx) => {
    const marked = await tx
      .update(messages)
      .set({ read: true })
      .where(and(eq(messages.conversationId, id), eq(messages.receiverId, userId), eq(messages.read, false)))
      .returning({ id: messages.id });
    if (marked.length > 0) await recordMessagesRead(tx, { conversationId: id, readerId: userId, otherPartyId });
    return marked;
  });
  return { marked: rows.length };
}

/**
 * POST /api/conversations/leave — the viewer left the messages area: each of their listing-only threads that is
 * still empty is marked, and the scheduler removes it 5 minutes later unless it was opened or written to again.
 */
export async function leaveConversations(deps: MessagingDeps, userId: string): Promise<number> {
  const rows = await deps.db
    .update(conversations)
    .set({ leftAt: deps.clock.now().toISOString() })
    .where(
      and(
        or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)),
        isNull(conversations.reservationId),
        isNull(conversations.lastMessageAt),
        sql`not exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id})`,
      ),
    )
    .returning({ id: conversations.id });
  return rows.length;
}
