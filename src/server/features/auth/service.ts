import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type ChangePasswordBody, type SignInBody, type SignUpBody, authTexts, passwordTexts } from '../../../domain/auth';
import type { Db } from '../../db/client';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mailer/mailer';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { type NewAccount, findAccountByEmail, findPasswordHash, findReferrerId, insertAccount, setPasswordHash } from './queries';
import { countPasswordCheck, countSignInAttempt, countSignUpAttempt } from './limits';
import { trySendVerificationEmail } from './verification';
import { errorCodes } from '../../../domain/api-error';

export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const emailTaken = () => new AppError(errorCodes.emailTaken, 409, authTexts.emailTaken);
const invalidCredentials = () => new AppError(errorCodes.invalidCredentials, 401, authTexts.invalidCredentials);

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I): 40 bits, so collisions are retried, not expected. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return current.constraint === constraint;
  }
  return false;
}

/** Creates a profile and its credentials, retrying once on the (unlikely) clash of a referral code. */
export async function createAccount(db: Db, account: Omit<NewAccount, 'referralCode'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertAccount(db, { ...account, referralCode: newReferralCode() });
    } catch (error) {
      if (isUniqueViolation(error, 'profiles_email_lower_key')) throw emailTaken();
      if (attempt < 2 && isUniqueViolation(error, 'profiles_referral_code_key')) continue;
      throw error;
    }
  }
}

/** Attempts are limited per client address, taken e-mail or not. */
export async function signUp(deps: AuthDeps, body: SignUpBody, ip: string) {
  await countSignUpAttempt(deps.rateLimiter, ip);
  if (await findAccountByEmail(deps.db, body.email)) throw emailTaken();
  const referredBy = body.referralCode ? await findReferrerId(deps.db, body.referralCode) : undefined;
  const profile = await createAccount(deps.db, {
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    emailVerified: false,
    referredBy,
    passwordHash: await hashPassword(body.password),
    googleSub: null,
    now: deps.clock.now(),
  });
  await trySendVerificationEmail(deps, profile);
  return profile;
}

/**
 * Checks e-mail and password. An unknown e-mail costs the same argon2 work as a wrong password, and
 * both answer "Invalid email or password". Failures count towards the per-account and per-address limits
 * (counted before the check, so parallel attempts cannot pass the limit).
 */
export async function signIn(deps: Pick<AuthDeps, 'db' | 'rateLimiter'>, body: SignInBody, ip: string) {
  const attempt = await countSignInAttempt(deps.rateLimiter, body.email, ip);
  const account = await findAccountByEmail(deps.db, body.email);
  const valid = account?.passwordHash ? await verifyPassword(account.passwordHash, body.password) : await verifyAgainstDummy(body.password);
  if (!account || !valid) throw invalidCredentials();
  await attempt.succeeded();
  return account.profile;
}

/** An account with a password must confirm it; a Google-only account sets its first password. */
export async function changePassword(deps: Pick<AuthDeps, 'db' | 'clock' | 'rateLimiter'>, userId: string, body: ChangePasswordBody) {
  const currentHash = await findPasswordHash(deps.db, userId);
  if (currentHash) {
    if (!body.currentPassword) throw badRequest(passwordTexts.currentRequired);
    const check = await countPasswordCheck(deps.rateLimiter, userId);
    if (!(await verifyPassword(currentHash, body.currentPassword))) {
      throw new AppError(errorCodes.invalidCurrentPassword, 400, passwordTexts.currentWrong);
    }
    await check.succeeded();
  }
  await setPasswordHash(deps.db, userId, await hashPassword(body.newPassword), deps.clock.now());
}
