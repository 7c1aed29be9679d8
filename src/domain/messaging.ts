import { z } from 'zod';
import { personSchema } from './person';
import { reservationStatuses } from './reservation-status';
import { textInput } from './text';

/**
 * Conversations and messages (spec transactions §2 Messages screen / Conversation view, §3, §4, §5 Messages, §7, §9):
 * request/response schemas shared by server and client, limits, texts and the attachment URL safety check.
 *
 * Routes (all need a session; a conversation, message or attachment of which the user is not a party answers 404):
 * - GET  /api/conversations?q=                       → conversationListResponse (newest activity first)
 * - POST /api/conversations { listing_id }           → startConversationResponse (start or reuse the renter's thread)
 * - GET  /api/conversations/:id                      → conversationDetailResponse
 * - GET  /api/conversations/:id/messages?before=&limit= → messagePageResponse (oldest → newest)
 * - POST /api/conversations/:id/messages             → sendMessageResponse (201); JSON { text } or multipart `text` + `file`
 * - POST /api/conversations/:id/read                 → markReadResponse
 * - POST /api/conversations/leave                    → 204 (the user left the messages area: empty listing-only
 *                                                       threads are removed 5 minutes later)
 * - GET  /api/messages/:id/attachment                → the file (parties only; documents as downloads)
 */

// ---------- limits (§5, §9) ----------

export const MAX_MESSAGE_TEXT_LENGTH = 5000;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** 10 messages per 60 s and 5 uploads per 5 minutes per user, counted on the server across instances. */
export const MESSAGE_RATE_LIMIT = { limit: 10, windowMs: 60_000 } as const;
export const UPLOAD_RATE_LIMIT = { limit: 5, windowMs: 5 * 60_000 } as const;
/** An empty listing-only conversation is removed this long after its user left the messages area. */
export const EMPTY_CONVERSATION_GRACE_MS = 5 * 60_000;
/** Mark-as-read runs this long after a conversation is opened (client). */
export const MARK_READ_DELAY_MS = 1000;
export const DEFAULT_MESSAGE_PAGE_SIZE = 50;
export const MAX_MESSAGE_PAGE_SIZE = 100;
/** Unread badges show "9+" above this. */
export const UNREAD_BADGE_CAP = 9;

/** Multipart field names of POST /api/conversations/:id/messages. */
export const MESSAGE_TEXT_FIELD = 'text';
export const MESSAGE_FILE_FIELD = 'file';

/** The file picker's accept list (§9: image/*, video/*, .pdf, .doc, .docx); the server decides by content. */
export const ATTACHMENT_ACCEPT = 'image/*,video/*,.pdf,.doc,.docx';
/** Types the server keeps (detected from the bytes, never from the name or declared type). */
export const attachmentMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type AttachmentMimeType = (typeof attachmentMimeTypes)[number];

export const attachmentKinds = ['image', 'video', 'file'] as const;
export type AttachmentKind = (typeof attachmentKinds)[number];

// ---------- texts ----------

export const messagingTexts = {
  searchPlaceholder: 'Search messages',
  signInPrompt: 'Sign in to view messages',
  signIn: 'Sign In',
  noConversations: 'No conversations yet',
  selectConversation: 'Select a conversation to start messaging',
  unknownItem: 'Unknown Item',
  invalidConversation: 'Invalid conversation',
  loadingConversation: 'Loading conversation',
  conversationNotFound: 'Conversation not found',
  receiverDeleted: 'This member deleted their account: messages can no longer be sent to them.',
  loadingMessages: 'Loading messages',
  errorLoadingMessages: 'Error loading messages',
  noMessages: 'No messages yet',
  typeMessage: 'Type your message',
  send: 'Send',
  attach: 'Attach a file',
  removeAttachment: 'Remove attachment',
  viewAttachment: 'View attachment',
  back: 'Back to messages',
  contentUnavailable: '[Message content unavailable]',
  timeUnavailable: '[Time unavailable]',
  previewPhoto: 'Photo',
  previewVideo: 'Video',
  previewAttachment: 'Attachment',
  rateLimitedTitle: (remaining: number) => `Rate limited. ${remaining} messages remaining.`,
  startFailed: { title: 'Failed to start conversation', description: 'Please try again' },
  // server errors
  messageNotFound: 'Message not found',
  attachmentNotFound: 'Attachment not found',
  listingNotFound: 'Listing not found',
  ownListing: 'You cannot message yourself about your own listing.',
  emptyMessage: 'Type a message or attach a file.',
  tooLong: `Messages can be at most ${MAX_MESSAGE_TEXT_LENGTH} characters.`,
  oneFile: 'Attach one file per message.',
  unexpectedField: (name: string) => `Unexpected field "${name}": send only "${MESSAGE_TEXT_FIELD}" and "${MESSAGE_FILE_FIELD}".`,
  notMultipart: `Send the message as JSON { "${MESSAGE_TEXT_FIELD}" } or as multipart/form-data with "${MESSAGE_TEXT_FIELD}" and "${MESSAGE_FILE_FIELD}".`,
  fileTooLarge: (name: string) => `${name} is larger than 10 MB.`,
  unsupportedFile: (name: string) => `${name} is not a supported file. Attach an image (JPEG, PNG, GIF, WebP), an MP4 video, a PDF or a Word document.`,
  unreadableImage: (name: string) => `${name} could not be read as an image.`,
  messageRateLimited: (seconds: number) => `You are sending messages too fast (10 per minute). Try again in ${seconds} s.`,
  uploadRateLimited: (seconds: number) => `You are uploading files too fast (5 per 5 minutes). Try again in ${seconds} s.`,
} as const;

// ---------- requests ----------

export const conversationIdParams = z.strictObject({ id: z.uuid(messagingTexts.conversationNotFound) });
export const messageIdParams = z.strictObject({ id: z.uuid(messagingTexts.messageNotFound) });

/** Search by the other person's first or last name or the listing title (server side, case-insensitive). */
export const conversationListQuery = z.strictObject({
  q: textInput('Search').trim().max(100, 'Search at most 100 characters').optional(),
});
export type ConversationListQuery = z.infer<typeof conversationListQuery>;

export const startConversationBody = z.strictObject({ listing_id: z.uuid(messagingTexts.listingNotFound) });
export type StartConversationBody = z.infer<typeof startConversationBody>;

/** Older pages: `before` is the id of the oldest message the client has. */
export const messagePageQuery = z.strictObject({
  before: z.uuid(messagingTexts.messageNotFound).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE_SIZE).default(DEFAULT_MESSAGE_PAGE_SIZE),
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

/**
 * The text part of a message (JSON body, or the multipart `text` field). Strict: a receiver, sender or any other
 * field is refused — the server derives the receiver. Trimmed; control characters (NUL, …) refused.
 */
export const sendMessageBody = z.strictObject({
  text: textInput('Message').trim().max(MAX_MESSAGE_TEXT_LENGTH, messagingTexts.tooLong).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

// ---------- responses ----------

export const conversationListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Main photo (card size) or null. */
  photo_url: z.string().nullable(),
});

export const conversationReservationSchema = z.object({
  id: z.uuid(),
  status: z.enum(reservationStatuses),
  start_date: z.string(),
  end_date: z.string(),
  is_purchase: z.boolean(),
});

export const viewerRoleSchema = z.enum(['owner', 'renter']);
export type ViewerRole = z.infer<typeof viewerRoleSchema>;

export const previewKinds = ['text', 'photo', 'video', 'file'] as const;
export type PreviewKind = (typeof previewKinds)[number];

export const lastMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(previewKinds),
  /** The message text (may be empty for an attachment without text). */
  text: z.string(),
  is_system: z.boolean(),
  sender_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

export const conversationListItemSchema = z.object({
  id: z.uuid(),
  listing: conversationListingSchema.nullable(),
  other_person: personSchema,
  viewer_role: viewerRoleSchema,
  reservation: conversationReservationSchema.nullable(),
  last_message: lastMessageSchema.nullable(),
  last_message_at: z.string().nullable(),
  /** Messages addressed to the viewer and not yet read. */
  unread_count: z.number().int().min(0),
  created_at: z.string(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

export const conversationListResponse = z.object({ conversations: z.array(conversationListItemSchema) });
export type ConversationListResponse = z.infer<typeof conversationListResponse>;

export const conversationDetailSchema = z.object({
  id: z.uuid(),
  listing: conversationListingSchema.nullable(),
  other_person: personSchema,
  viewer_role: viewerRoleSchema,
  reservation: conversationReservationSchema.nullable(),
  /** The owner viewing a pending reservation (accept/decline through POST /api/reservations/:id/actions). */
  can_accept: z.boolean(),
  can_decline: z.boolean(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationDetailResponse = z.object({ conversation: conversationDetailSchema });

export const attachmentSchema = z.object({
  kind: z.enum(attachmentKinds),
  /** Same-origin, session-checked path: `/api/messages/{message id}/attachment`. */
  url: z.string(),
  name: z.string(),
  mime: z.enum(attachmentMimeTypes),
  size: z.number().int().min(0),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  /** Null for system messages. */
  sender_id: z.uuid().nullable(),
  is_system: z.boolean(),
  /** For system messages: the reservation action (requested, accepted, declined, expired, …). */
  system_action: z.string().nullable(),
  /** Sent by the viewer. */
  is_own: z.boolean(),
  content: z.string(),
  attachment: attachmentSchema.nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagePageResponse = z.object({
  /** Oldest first. */
  messages: z.array(messageSchema),
  /** Older messages exist: ask again with `before` = messages[0].id. */
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageResponse>;

/** What the sender may still send in the current windows (for the composer's "Rate limited" state). */
export const rateLimitRemainingSchema = z.object({
  messages_remaining: z.number().int().min(0),
  uploads_remaining: z.number().int().min(0).nullable().describe('Null when this message had no file (not counted)'),
});

export const sendMessageResponse = z.object({ message: messageSchema, rate_limit: rateLimitRemainingSchema });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/**
 * `details` of a 429 from POST /api/conversations/:id/messages (error code RATE_LIMITED); the answer also carries
 * a Retry-After header in seconds.
 */
export const messageRateLimitDetails = z.object({
  limit_kind: z.enum(['messages', 'uploads']),
  limit: z.number().int(),
  window_seconds: z.number().int(),
  remaining: z.number().int().min(0),
  retry_after_seconds: z.number().int().min(1),
});
export type MessageRateLimitDetails = z.infer<typeof messageRateLimitDetails>;

export const markReadResponse = z.object({ marked: z.number().int().min(0) });

export const startConversationResponse = z.object({
  conversation: conversationDetailSchema,
  /** False when an existing conversation was reused. */
  created: z.boolean(),
});
export type StartConversationResponse = z.infer<typeof startConversationResponse>;

// ---------- rules shared by server and client ----------

/** The list row's preview: the text, or Photo / Video / Attachment for a message with a file and no text. */
export function previewText(message: Pick<LastMessage, 'kind' | 'text'> | null): string {
  if (!message) return '';
  if (message.text.trim() !== '') return message.text;
  if (message.kind === 'photo') return messagingTexts.previewPhoto;
  if (message.kind === 'video') return messagingTexts.previewVideo;
  if (message.kind === 'file') return messagingTexts.previewAttachment;
  return '';
}

/** "9+" above 9. */
export function unreadBadge(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export function attachmentKindOf(mime: string): AttachmentKind {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'file';
}

export function attachmentPath(messageId: string): string {
  return `/api/messages/${messageId}/attachment`;
}

const ATTACHMENT_PATH = /^\/api\/messages\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/attachment$/;

/**
 * The URL safety check (§5): the client opens or shows an attachment link only when this says yes. Only our own
 * session-checked attachment path passes — relative, or absolute on `origin` — never another host, scheme
 * (javascript:, data:, blob:), credentials, query, fragment or path traversal.
 */
export function isSafeAttachmentUrl(url: unknown, origin?: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > 200) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && ATTACHMENT_PATH.test(url);
  if (!origin) return false;
  let parsed: URL;
  let base: URL;
  try {
    parsed = new URL(url);
    base = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== base.origin || parsed.username || parsed.password || parsed.search || parsed.hash) return false;
  return url === `${base.origin}${parsed.pathname}` && ATTACHMENT_PATH.test(parsed.pathname);
}
