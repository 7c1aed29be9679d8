import { authTexts, passwordTexts } from '../../../domain/auth';
import { TooManyRequestsError } from '../../platform/http/app-error';
import { consumeOrThrow, type RateLimiter, rateLimitRule } from '../../platform/rate-limit/rate-limiter';

const MINUTE = 60 * 1000;

/**
 * Failed sign-ins are limited per account (from any address) and, more loosely, per address: one person's
 * typos must not lock out everyone behind the same address, one address must not try many accounts.
 */
export const signInPerAccount = rateLimitRule({ name: 'sign-in-account', limit: 10, windowMs: 10 * MINUTE });
export const signInPerAddress = rateLimitRule({ name: 'sign-in-address', limit: 50, windowMs: 10 * MINUTE });
/** Every sign-up attempt counts (a 409 tells whether an e-mail is registered); a class signing up together still fits. */
export const signUpPerAddress = rateLimitRule({ name: 'sign-up-address', limit: 20, windowMs: 60 * MINUTE });
/** Wrong current passwords on the password form (a stolen session must not guess the password). */
export const passwordChecksPerAccount = rateLimitRule({ name: 'password-check-account', limit: 5, windowMs: 15 * MINUTE });

export interface CountedAttempt {
  /** The attempt succeeded: it does not count against anyone. */
  succeeded(): Promise<void>;
}

/** Counts a sign-in attempt for the address and the account (429 when either is used up). */
export async function countSignInAttempt(limiter: RateLimiter, email: string, ip: string): Promise<CountedAttempt> {
  await consumeOrThrow(limiter, signInPerAddress, ip, authTexts.tooManyAttempts);
  const account = await limiter.consume(signInPerAccount, email.toLowerCase());
  if (!account.allowed) {
    await limiter.refund(signInPerAddress, ip);
    throw new TooManyRequestsError(authTexts.tooManyAttempts, account.retryAfterMs);
  }
  return {
    async succeeded() {
      await Promise.all([limiter.refund(signInPerAddress, ip), limiter.refund(signInPerAccount, email.toLowerCase())]);
    },
  };
}

export async function countSignUpAttempt(limiter: RateLimiter, ip: string): Promise<void> {
  await consumeOrThrow(limiter, signUpPerAddress, ip, authTexts.tooManySignUps);
}

export async function countPasswordCheck(limiter: RateLimiter, userId: string): Promise<CountedAttempt> {
  await consumeOrThrow(limiter, passwordChecksPerAccount, userId, passwordTexts.tooManyAttempts);
  return { succeeded: () => limiter.refund(passwordChecksPerAccount, userId) };
}
