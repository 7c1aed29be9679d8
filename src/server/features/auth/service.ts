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
import { passwordStrengthTexts } from '../../../domain/account';
import { isCommonPassword } from '../../platform/auth/common-passwords';
import { findProfile } from '../profiles';
import { REFERRAL_CODE_ALPHABET, referralTexts } from '../../../domain/referrals';

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

export const invalidReferralCode = () => new AppError(errorCodes.invalidReferralCode, 400, referralTexts.invalidCode);

/**
 * 8 characters without look-alikes (0/O, 1/I), each drawn from the CSPRNG: 40 bits, unguessable and in no
 * order, so collisions are retried, not expected.
 */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
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
  if (body.referralCode && !referredBy) throw invalidReferralCode();
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
  await trySendVerificationEmail(deps, { ...profile, email: body.email });
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

/**
 * An account with a password must confirm it (wrong guesses are limited per account); a Google-only account sets
 * its first password. One of the 10,000 most common passwords is refused. The caller signs out the other sessions;
 * an e-mail tells the owner of the address that the password changed (a failure to send is logged only).
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'rateLimiter' | 'mailer' | 'publicUrl' | 'log'>,
  userId: string,
  body: ChangePasswordBody,
) {
  if (isCommonPassword(body.newPassword)) throw new AppError(errorCodes.commonPassword, 400, passwordStrengthTexts.tooCommon);
  const currentHash = await findPasswordHash(deps.db, userId);
  if (currentHash) {
    if (!body.currentPassword) throw badRequest(passwordTexts.currentRequired);
    const check = await countPasswordCheck(deps.rateLimiter, userId);
    if (!(await verifyPassword(currentHash, body.currentPassword))) {
      throw new AppError(errorCodes.invalidCurrentPassword, 400, passwordTexts.currentWrong);
    }
    await check.succeeded();
    if (body.newPassword === body.currentPassword) throw badRequest(passwordTexts.sameAsCurrent);
  }
  await setPasswordHash(deps.db, userId, await hashPassword(body.newPassword), deps.clock.now());
  await tellPasswordChanged(deps, userId);
}

async function tellPasswordChanged(deps: Pick<AuthDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'clock'>, userId: string) {
  const profile = await findProfile(deps.db, userId);
  if (!profile?.email) return;
  const greeting = profile.firstName ? `Hi ${profile.firstName},` : 'Hi,';
  const when = deps.clock.now().toISOString().replace('T', ' ').slice(0, 16);
  try {
    await deps.mailer.send({
      to: profile.email,
      subject: passwordStrengthTexts.changedSubject,
      text: `${greeting}\n\nThe password of your Gearloop account was changed on ${when} UTC, and every other device was signed out.\n\nIf this was not you, please contact Gearloop support right away (${deps.publicUrl}/help).\n`,
    });
  } catch (error) {
    deps.log.warn({ err: error, userId }, 'password-changed email could not be sent');
  }
}
