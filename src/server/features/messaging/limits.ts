import { MESSAGE_RATE_LIMIT, type MessageRateLimitDetails, messagingTexts, UPLOAD_RATE_LIMIT } from '../../../domain/messaging';
import { TooManyRequestsError } from '../../platform/http/app-error';
import { type RateLimitDecision, type RateLimiter, type RateLimitRule, rateLimitRule } from '../../platform/rate-limit/rate-limiter';

/** Per user, counted by the rate-limit port (PostgreSQL or Redis), so every app instance sees the same counts. */
export const messagesPerUser = rateLimitRule({ name: 'messages-user', ...MESSAGE_RATE_LIMIT });
export const uploadsPerUser = rateLimitRule({ name: 'message-uploads-user', ...UPLOAD_RATE_LIMIT });

function refusal(kind: MessageRateLimitDetails['limit_kind'], rule: RateLimitRule, decision: RateLimitDecision): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  const details: MessageRateLimitDetails = {
    limit_kind: kind,
    limit: rule.limit,
    window_seconds: Math.round(rule.windowMs / 1000),
    remaining: 0,
    retry_after_seconds: seconds,
  };
  const message = kind === 'messages' ? messagingTexts.messageRateLimited(seconds) : messagingTexts.uploadRateLimited(seconds);
  return new TooManyRequestsError(message, decision.retryAfterMs, details);
}

export interface CountedSend {
  messagesRemaining: number;
  uploadsRemaining: number | null;
  /** The send failed after counting (bad file, database error): the message no longer counts; an upload attempt does. */
  refundMessage(): Promise<void>;
}

/**
 * Counts a message (and its upload) before the file is read or anything is stored: 429 with the remaining count
 * and Retry-After when either window is used up. An upload refused by the limit takes back the message count.
 */
export async function countSend(limiter: RateLimiter, userId: string, withFile: boolean): Promise<CountedSend> {
  const message = await limiter.consume(messagesPerUser, userId);
  if (!message.allowed) throw refusal('messages', messagesPerUser, message);
  let uploadsRemaining: number | null = null;
  if (withFile) {
    const upload = await limiter.consume(uploadsPerUser, userId);
    if (!upload.allowed) {
      await limiter.refund(messagesPerUser, userId);
      throw refusal('uploads', uploadsPerUser, upload);
    }
    uploadsRemaining = upload.remaining;
  }
  return {
    messagesRemaining: message.remaining,
    uploadsRemaining,
    refundMessage: () => limiter.refund(messagesPerUser, userId),
  };
}
