import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { errorCodes } from '../../../domain/api-error';
import {
  MAX_PHONE_CODES_PER_WINDOW,
  PHONE_CODE_TTL_MS,
  PHONE_CODE_WINDOW_MS,
  type PendingPhoneCodeResponse,
  type PhoneCodeSentResponse,
  phoneVerificationTexts as texts,
  resendWaitMs,
} from '../../../domain/phone-verification';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, TooManyRequestsError } from '../../platform/http/app-error';
import { type RateLimiter, rateLimitRule } from '../../platform/rate-limit/rate-limiter';
import type { SmsSender } from '../../platform/sms/sms';
import { consumePhoneCode, enterablePhoneCode, insertPhoneCode, recentPhoneCodes, takePhoneCodeAttempt } from './phone-queries';

export interface PhoneVerificationDeps {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** At most 3 codes per phone number per 10 minutes, whoever asks and whichever instance answers. */
export const phoneCodesPerNumber = rateLimitRule({ name: 'phone-code-number', limit: MAX_PHONE_CODES_PER_WINDOW, windowMs: PHONE_CODE_WINDOW_MS });

/** A random 6-digit code from the operating system's CSPRNG ("000000"–"999999"). */
export function newPhoneCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * SHA-256 of the code salted with its row id: a leaked table does not show the codes at a glance, and a
 * code is worth nothing after its 10 minutes anyway (six digits cannot resist an offline search).
 */
export function hashPhoneCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/** The key a number is counted under: its digits, so "+972 54-123" and "+97254123" are one number. */
export function phoneKey(phone: string): string {
  return phone.replace(/[^+0-9]/g, '');
}

/**
 * Sends a new code to `phone` for the signed-in user. Refused while the back-off runs (30 s after the
 * first code, then doubling) and after three codes to the number in 10 minutes.
 */
export async function sendPhoneCode(deps: PhoneVerificationDeps, userId: string, phone: string): Promise<PhoneCodeSentResponse> {
  const now = deps.clock.now();
  const recent = await recentPhoneCodes(deps.db, userId, new Date(now.getTime() - PHONE_CODE_WINDOW_MS));
  const waitMs = resendWaitLeftMs(recent, now);
  if (waitMs > 0) throw new TooManyRequestsError(texts.tooSoon(Math.ceil(waitMs / 1000)), waitMs);
  const decision = await deps.rateLimiter.consume(phoneCodesPerNumber, phoneKey(phone));
  if (!decision.allowed) throw new TooManyRequestsError(texts.tooManyCodes, decision.retryAfterMs);

  const id = randomUUID();
  const code = newPhoneCode();
  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString();
  try {
    await deps.sms.send({ to: phone, text: texts.smsText(code) });
  } catch (error) {
    deps.log.error({ err: error, userId }, 'phone verification SMS could not be sent');
    await deps.rateLimiter.refund(phoneCodesPerNumber, phoneKey(phone));
    throw new AppError(errorCodes.smsNotSent, 502, texts.sendError);
  }
  await insertPhoneCode(deps.db, { id, userId, phone, codeHash: hashPhoneCode(id, code), expiresAt, createdAt: now.toISOString() });
  return { phone, expires_at: expiresAt, resend_after_seconds: Math.ceil(resendWaitMs(recent.length + 1) / 1000) };
}

/** How long the back-off still runs, given the codes sent in the window (newest first). */
function resendWaitLeftMs(recent: readonly { createdAt: string }[], now: Date): number {
  const last = recent[0];
  if (!last) return 0;
  return Math.max(0, new Date(last.createdAt).getTime() + resendWaitMs(recent.length) - now.getTime());
}

/** The code the user can still enter, with the back-off left, so /verification opens at the code step after a reload. */
export async function pendingPhoneCode(deps: Pick<PhoneVerificationDeps, 'db' | 'clock'>, userId: string): Promise<PendingPhoneCodeResponse> {
  const now = deps.clock.now();
  const code = await enterablePhoneCode(deps.db, userId, now);
  if (!code) return { pending: null };
  const recent = await recentPhoneCodes(deps.db, userId, new Date(now.getTime() - PHONE_CODE_WINDOW_MS));
  return { pending: { phone: code.phone, expires_at: code.expiresAt, resend_after_seconds: Math.ceil(resendWaitLeftMs(recent, now) / 1000) } };
}

/**
 * Checks a code against the user's newest one (a code sent to someone else never matches). Every try
 * counts; five tries spend the code. A right code verifies the number it was sent to, once.
 */
export async function verifyPhoneCode(deps: Pick<PhoneVerificationDeps, 'db' | 'clock'>, userId: string, code: string): Promise<void> {
  const now = deps.clock.now();
  const attempt = await takePhoneCodeAttempt(deps.db, userId, now);
  if (attempt.kind === 'none') throw invalidCode();
  if (attempt.kind === 'exhausted') throw new AppError(errorCodes.phoneCodeExhausted, 400, texts.tooManyAttempts);
  if (attempt.kind !== 'attempt') throw new AppError(errorCodes.phoneCodeExpired, 400, texts.codeExpired);
  const expected = Buffer.from(attempt.codeHash, 'hex');
  const actual = Buffer.from(hashPhoneCode(attempt.id, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalidCode();
  if (!(await consumePhoneCode(deps.db, { id: attempt.id, userId, phone: attempt.phone }, now))) {
    throw new AppError(errorCodes.phoneCodeExpired, 400, texts.codeExpired);
  }
}

const invalidCode = () => new AppError(errorCodes.invalidPhoneCode, 400, texts.invalidCode, { detail: texts.invalidCodeDetail });
