import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { verificationTexts } from '../../../domain/auth';
import type { Db } from '../../db/client';
import { hashToken } from '../../platform/auth/session-tokens';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { Mailer } from '../../platform/mailer/mailer';
import { consumeVerificationToken, insertVerificationToken, latestVerificationTokenAt } from './queries';
import { errorCodes } from '../../../domain/api-error';

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const RESEND_INTERVAL_MS = 60 * 1000;

export interface VerificationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}

/** Creates a one-time link (only its hash is stored, valid 24 h) and e-mails it. */
export async function sendVerificationEmail(deps: VerificationDeps, user: { id: string; email: string; firstName: string | null }) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertVerificationToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(),
  });
  const link = `${deps.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  const greeting = user.firstName ? `Hi ${user.firstName},` : 'Hi,';
  await deps.mailer.send({
    to: user.email,
    subject: verificationTexts.emailSubject,
    text: `${greeting}\n\nPlease confirm your email address for Gearloop by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create a Gearloop account, you can ignore this email.\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Please confirm your email address for Gearloop:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>The link is valid for 24 hours. If you did not create a Gearloop account, you can ignore this email.</p>`,
  });
}

/** Sign-up sends the e-mail too, but a mail failure must not undo the account: it is logged only. */
export async function trySendVerificationEmail(
  deps: VerificationDeps & { log: FastifyBaseLogger },
  user: { id: string; email: string; firstName: string | null },
) {
  try {
    await sendVerificationEmail(deps, user);
  } catch (error) {
    deps.log.warn({ err: error, userId: user.id }, 'verification email could not be sent');
  }
}

/** Resend (signed in): at most one e-mail per minute per user. Already verified: nothing to send. */
export async function resendVerificationEmail(
  deps: VerificationDeps & { log: FastifyBaseLogger },
  user: { id: string; email: string; emailVerified: boolean; firstName: string | null },
) {
  if (user.emailVerified) return;
  const last = await latestVerificationTokenAt(deps.db, user.id);
  if (last && deps.clock.now().getTime() - new Date(last).getTime() < RESEND_INTERVAL_MS) {
    throw new AppError(errorCodes.rateLimited, 429, verificationTexts.tooSoon);
  }
  try {
    await sendVerificationEmail(deps, user);
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'verification email could not be sent');
    throw new AppError(errorCodes.emailNotSent, 502, verificationTexts.sendError);
  }
}

/** Where the link lands: /verification?email=verified, or =invalid for unknown, expired or used tokens. */
export async function verifyEmailToken(deps: { db: Db; clock: Clock }, token: string | undefined): Promise<'verified' | 'invalid'> {
  if (!token || token.length > 200) return 'invalid';
  return (await consumeVerificationToken(deps.db, hashToken(token), deps.clock.now())) ? 'verified' : 'invalid';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
