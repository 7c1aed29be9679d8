import { visiblePerson } from '../../../domain/person';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import {
  attachmentKindOf,
  attachmentMimeTypes,
  attachmentPath,
  type Attachment,
  type AttachmentMimeType,
  type ConversationDetail,
  type ConversationListItem,
  type LastMessage,
  type Message,
  type PreviewKind,
  type ViewerRole,
} from '../../../domain/messaging';
import { checkTransition } from '../../../domain/reservation-actions';
import type { ReservationStatus } from '../../../domain/reservation-status';
import { type Db, queryRows, queryRowsPrepared } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import type { FileStorage } from '../../platform/storage/file-storage';

/** The most conversations one list answer holds (newest activity first). */
export const CONVERSATION_LIST_LIMIT = 200;

interface ConversationRow {
  id: string;
  renter_id: string;
  owner_id: string;
  listing_id: string | null;
  listing_title: string | null;
  listing_photo_key: string | null;
  other_id: string;
  other_first_name: string | null;
  other_last_name: string | null;
  other_photo: string | null;
  other_deleted: boolean;
  reservation_id: string | null;
  reservation_status: ReservationStatus | null;
  reservation_start: string | null;
  reservation_end: string | null;
  reservation_is_purchase: boolean | null;
  last_message_at: string | Date | null;
  created_at: string | Date;
}

interface ListRow extends ConversationRow {
  lm_id: string | null;
  lm_content: string | null;
  lm_system: boolean | null;
  lm_sender: string | null;
  lm_created: string | Date | null;
  lm_mime: string | null;
  unread: number;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** Columns and joins both the list and the detail read: the viewer's side decides who "the other person" is. */
function conversationSelect(userId: string, extraColumns = sql``) {
  return sql`
    ${extraColumns}
    c.id, c.renter_id, c.owner_id, c.listing_id, c.reservation_id, c.last_message_at, c.created_at,
    l.title as listing_title,
    (select lp.card_key from listing_photos lp where lp.listing_id = c.listing_id order by lp.position limit 1) as listing_photo_key,
    o.id as other_id, o.first_name as other_first_name, o.last_name as other_last_name, o.profile_photo_url as other_photo, o.deleted_at is not null as other_deleted,
    r.status as reservation_status, r.start_date::text as reservation_start, r.end_date::text as reservation_end,
    r.is_purchase as reservation_is_purchase
  from conversations c
  join profiles o on o.id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end
  left join listings l on l.id = c.listing_id
  left join reservations r on r.id = c.reservation_id`;
}

function common(row: ConversationRow, userId: string, storage: FileStorage) {
  const viewerRole: ViewerRole = row.owner_id === userId ? 'owner' : 'renter';
  return {
    id: row.id,
    listing:
      row.listing_id && row.listing_title !== null
        ? { id: row.listing_id, title: row.listing_title, photo_url: row.listing_photo_key ? storage.publicUrl(row.listing_photo_key) : null }
        : null,
    other_person: visiblePerson({ id: row.other_id, first_name: row.other_first_name, last_name: row.other_last_name, profile_photo_url: row.other_photo, deleted: row.other_deleted }),
    viewer_role: viewerRole,
    reservation:
      row.reservation_id && row.reservation_status
        ? {
            id: row.reservation_id,
            status: row.reservation_status,
            start_date: row.reservation_start!,
            end_date: row.reservation_end!,
            is_purchase: row.reservation_is_purchase ?? false,
          }
        : null,
    last_message_at: isoOrNull(row.last_message_at),
    created_at: iso(row.created_at),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function previewKind(mime: string | null): PreviewKind {
  if (!mime) return 'text';
  const kind = attachmentKindOf(mime);
  return kind === 'image' ? 'photo' : kind;
}

/**
 * GET /api/conversations: the viewer's conversations, newest activity first, with the last message and the unread
 * count. The other party does not see a renter's listing thread until it has a message. `q` matches the other
 * person's first or last name or the listing title (case-insensitive substring).
 */
export async function listConversations(db: Db, storage: FileStorage, userId: string, q: string | undefined): Promise<ConversationListItem[]> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const rows = await queryRows<ListRow>(
    db,
    sql`select ${conversationSelect(userId, sql`lm.lm_id, lm.lm_content, lm.lm_system, lm.lm_sender, lm.lm_created, lm.lm_mime, un.unread,`)}
      left join lateral (
        select m.id, m.content, m.is_system_message, m.sender_id, m.created_at, m.attachment_mime
        from messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
      ) lm(lm_id, lm_content, lm_system, lm_sender, lm_created, lm_mime) on true
      cross join lateral (
        select count(*)::int as unread from messages u where u.conversation_id = c.id and u.receiver_id = ${userId} and not u.read
      ) un
      where (c.renter_id = ${userId} or c.owner_id = ${userId})
        and (lm.lm_id is not null or c.renter_id = ${userId})
        ${pattern ? sql`and (o.first_name ilike ${pattern} or o.last_name ilike ${pattern} or l.title ilike ${pattern})` : sql``}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
      limit ${CONVERSATION_LIST_LIMIT}`,
  );
  return rows.map((row) => {
    const lastMessage: LastMessage | null = row.lm_id
      ? {
          id: row.lm_id,
          kind: previewKind(row.lm_mime),
          text: row.lm_content ?? '',
          is_system: row.lm_system ?? false,
          sender_id: row.lm_system ? null : row.lm_sender,
          created_at: iso(row.lm_created!),
        }
      : null;
    return { ...common(row, userId, storage), last_message: lastMessage, unread_count: Number(row.unread) };
  });
}

/** One conversation as the viewer sees it, or null when it does not exist or the viewer is not a party. */
export async function findConversationFor(db: Db, storage: FileStorage, userId: string, id: string): Promise<ConversationDetail | null> {
  const [row] = await queryRows<ConversationRow>(
    db,
    sql`select ${conversationSelect(userId)} where c.id = ${id} and (c.renter_id = ${userId} or c.owner_id = ${userId})`,
  );
  if (!row) return null;
  const base = common(row, userId, storage);
  const pending = base.reservation && base.viewer_role === 'owner' ? base.reservation : null;
  const can = (action: 'accept' | 'decline') => (pending ? checkTransition(action, 'owner', pending).ok : false);
  return { ...base, can_accept: can('accept'), can_decline: can('decline') };
}

/** The parties of a conversation the user is part of, or null (stranger or missing: the caller answers 404). */
export async function findPartyConversation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      renterId: conversations.renterId,
      ownerId: conversations.ownerId,
      listingId: conversations.listingId,
      reservationId: conversations.reservationId,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId))))
    .limit(1);
  return row ?? null;
}

/**
 * What a send needs before its statement: the conversation's parties when `userId` is one of them (else null: 404),
 * and the sender's name for the receiver's notification. One prepared query (it runs on every send).
 */
export async function findSendContext(db: Db, userId: string, id: string): Promise<SendContext | null> {
  const [row] = await queryRowsPrepared<{ renter_id: string; owner_id: string; first_name: string | null; last_name: string | null; receiver_deleted: boolean }>(
    db,
    sql`select c.renter_id, c.owner_id, p.first_name, p.last_name, o.deleted_at is not null as receiver_deleted
        from conversations c join profiles p on p.id = ${userId}
        join profiles o on o.id = case when c.renter_id = ${userId} then c.owner_id else c.renter_id end
        where c.id = ${id} and (c.renter_id = ${userId} or c.owner_id = ${userId})`,
  );
  if (!row) return null;
  return {
    id,
    renterId: row.renter_id,
    ownerId: row.owner_id,
    receiverId: row.renter_id === userId ? row.owner_id : row.renter_id,
    receiverDeleted: row.receiver_deleted,
    sender: { first_name: row.first_name, last_name: row.last_name },
  };
}

export interface SendContext {
  id: string;
  renterId: string;
  ownerId: string;
  /** The other party: the server derives the receiver, the client never names it. */
  receiverId: string;
  /** The other party deleted their account: nothing more can be sent to them. */
  receiverDeleted: boolean;
  sender: { first_name: string | null; last_name: string | null };
}

export type MessageRow = typeof messages.$inferSelect;

function isAttachmentMime(value: string): value is AttachmentMimeType {
  return (attachmentMimeTypes as readonly string[]).includes(value);
}

function attachmentOf(row: MessageRow): Attachment | null {
  if (!row.attachmentKey || !row.attachmentMime || !isAttachmentMime(row.attachmentMime)) return null;
  return {
    kind: attachmentKindOf(row.attachmentMime),
    url: attachmentPath(row.id),
    name: row.attachmentName ?? 'attachment',
    mime: row.attachmentMime,
    size: row.attachmentSize ?? 0,
  };
}

export function toMessage(row: MessageRow, viewerId: string): Message {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.isSystemMessage ? null : row.senderId,
    is_system: row.isSystemMessage,
    system_action: row.systemAction,
    is_own: !row.isSystemMessage && row.senderId === viewerId,
    content: row.content,
    attachment: attachmentOf(row),
    read: row.read,
    created_at: iso(row.createdAt),
  };
}

/**
 * A page of a conversation's messages, oldest first: the newest `limit` ones, or the `limit` ones just before the
 * message `before`. Order is (created_at, id) both ways, so pages never overlap or skip.
 */
export async function messagePage(
  db: Db,
  conversationId: string,
  options: { before?: { createdAt: string; id: string }; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const { before, limit } = options;
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before
          ? or(lt(messages.createdAt, before.createdAt), and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)))
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}

export async function findMessageInConversation(db: Db, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row ?? null;
}

/** A message's attachment, only when `userId` is a party of its conversation. */
export async function findAttachmentFor(db: Db, userId: string, messageId: string) {
  const [row] = await db
    .select({ key: messages.attachmentKey, name: messages.attachmentName, mime: messages.attachmentMime })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId))))
    .limit(1);
  return row?.key && row.mime && row.name ? { key: row.key, name: row.name, mime: row.mime } : null;
}

