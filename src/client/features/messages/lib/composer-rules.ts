import {
  MAX_ATTACHMENT_BYTES,
  MAX_MESSAGE_TEXT_LENGTH,
  MESSAGE_RATE_LIMIT,
  UPLOAD_RATE_LIMIT,
  messagingTexts,
  type MessageRateLimitDetails,
  type SendMessageResponse,
} from '@domain/messaging';

/**
 * The composer's rules (spec §2 Conversation view, §5 Messages, §9): what is sent, which files may be attached,
 * and when Send is disabled. The server enforces the same limits for real (10 messages per 60 s, 5 uploads per
 * 5 minutes, across instances); the client counts too, so the button is disabled before a refusal, and learns the
 * server's own count from every answer (other tabs and devices count as well).
 */

/** What is sent: trimmed, and cut to 5000 characters. */
export function messageTextToSend(text: string): string {
  return text.trim().slice(0, MAX_MESSAGE_TEXT_LENGTH);
}

const allowedExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'pdf', 'doc', 'docx'] as const;
const previewExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A chosen file the composer can attach, or the reason it cannot (type by name here; the server checks the bytes). */
export function checkAttachment(file: Pick<File, 'name' | 'size'>): { ok: true } | { ok: false; message: string } {
  if (!(allowedExtensions as readonly string[]).includes(extensionOf(file.name))) return { ok: false, message: messagingTexts.unsupportedFile(file.name) };
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, message: messagingTexts.fileTooLarge(file.name) };
  return { ok: true };
}

/** Spec §9: previews for jpg, jpeg, png, gif, webp. */
export function isPreviewableImage(file: Pick<File, 'name'>): boolean {
  return (previewExtensions as readonly string[]).includes(extensionOf(file.name));
}

// ---------- rate limits ----------

type Snapshot = { remaining: number; at: number };

export type RateLimitState = {
  /** When this tab sent messages / uploads (ms), within the windows. */
  sent: readonly number[];
  uploads: readonly number[];
  /** The server's remaining counts as of its last answer. */
  serverMessages: Snapshot | null;
  serverUploads: Snapshot | null;
  /** Refused by the server (429) until then (ms). */
  blockedMessagesUntil: number;
  blockedUploadsUntil: number;
};

export const initialRateLimitState: RateLimitState = {
  sent: [],
  uploads: [],
  serverMessages: null,
  serverUploads: null,
  blockedMessagesUntil: 0,
  blockedUploadsUntil: 0,
};

function remaining(
  now: number,
  times: readonly number[],
  server: Snapshot | null,
  blockedUntil: number,
  { limit, windowMs }: { limit: number; windowMs: number },
): number {
  if (blockedUntil > now) return 0;
  const recent = times.filter((t) => t > now - windowMs);
  let left = limit - recent.length;
  if (server && server.at > now - windowMs) left = Math.min(left, server.remaining - recent.filter((t) => t > server.at).length);
  return Math.max(0, left);
}

export function remainingMessages(state: RateLimitState, now: number): number {
  return remaining(now, state.sent, state.serverMessages, state.blockedMessagesUntil, MESSAGE_RATE_LIMIT);
}

export function remainingUploads(state: RateLimitState, now: number): number {
  return remaining(now, state.uploads, state.serverUploads, state.blockedUploadsUntil, UPLOAD_RATE_LIMIT);
}

const prune = (times: readonly number[], now: number, windowMs: number) => times.filter((t) => t > now - windowMs);

/** A message was sent (`at` = when it was answered), with the server's remaining counts. */
export function recordSent(state: RateLimitState, at: number, withFile: boolean, answer: SendMessageResponse['rate_limit']): RateLimitState {
  return {
    ...state,
    sent: [...prune(state.sent, at, MESSAGE_RATE_LIMIT.windowMs), at],
    uploads: withFile ? [...prune(state.uploads, at, UPLOAD_RATE_LIMIT.windowMs), at] : state.uploads,
    serverMessages: { remaining: answer.messages_remaining, at },
    serverUploads: answer.uploads_remaining === null ? state.serverUploads : { remaining: answer.uploads_remaining, at },
  };
}

/** The server refused with 429: that limit is exhausted until Retry-After. */
export function recordRefused(state: RateLimitState, at: number, details: MessageRateLimitDetails): RateLimitState {
  const until = at + details.retry_after_seconds * 1000;
  return details.limit_kind === 'messages'
    ? { ...state, blockedMessagesUntil: until, serverMessages: { remaining: 0, at } }
    : { ...state, blockedUploadsUntil: until, serverUploads: { remaining: 0, at } };
}

/** When the remaining counts may next go up (a send leaving its window, a block ending), or null. */
export function nextRateLimitChange(state: RateLimitState, now: number): number | null {
  const candidates = [
    ...state.sent.map((t) => t + MESSAGE_RATE_LIMIT.windowMs),
    ...state.uploads.map((t) => t + UPLOAD_RATE_LIMIT.windowMs),
    state.serverMessages ? state.serverMessages.at + MESSAGE_RATE_LIMIT.windowMs : 0,
    state.serverUploads ? state.serverUploads.at + UPLOAD_RATE_LIMIT.windowMs : 0,
    state.blockedMessagesUntil,
    state.blockedUploadsUntil,
  ].filter((t) => t > now);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

export type SendState = {
  disabled: boolean;
  rateLimited: boolean;
  /** The send button's title while rate limited: 'Rate limited. N messages remaining.' */
  title: string | undefined;
  messagesRemaining: number;
};

/** Send is disabled with no text and no file, while sending, or when rate limited. */
export function sendState({
  text,
  hasFile,
  sending,
  limits,
  now,
}: {
  text: string;
  hasFile: boolean;
  sending: boolean;
  limits: RateLimitState;
  now: number;
}): SendState {
  const messagesRemaining = remainingMessages(limits, now);
  const rateLimited = messagesRemaining === 0 || (hasFile && remainingUploads(limits, now) === 0);
  const empty = text.trim() === '' && !hasFile;
  return {
    disabled: empty || sending || rateLimited,
    rateLimited,
    title: rateLimited ? messagingTexts.rateLimitedTitle(messagesRemaining) : undefined,
    messagesRemaining,
  };
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) breaks the line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
