import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../clock';
import { SIGN_OUT_PENDING_COOKIE } from '../../../domain/sign-out';
import { SESSION_COOKIE, hashToken, newSessionToken, sessionCookieOptions } from './session-tokens';

const DAY = 24 * 60 * 60 * 1000;

export interface SessionSettings {
  db: Db;
  clock: Clock;
  ttlDays: number;
  secureCookies: boolean;
}

/**
 * Starts a new session for the user and sets its cookie. The session the request came with (if any)
 * is deleted first: a sign-in always rotates the token.
 */
export async function startSession(settings: SessionSettings, request: FastifyRequest, reply: FastifyReply, userId: string) {
  await endRequestSession(settings.db, request);
  const token = newSessionToken();
  const now = settings.clock.now();
  await settings.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + settings.ttlDays * DAY).toISOString(),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(settings));
  // A sign-out still pending in this browser must not end the session just started.
  reply.clearCookie(SIGN_OUT_PENDING_COOKIE, { path: '/' });
}

/** Deletes the session named by the request's cookie, valid or not. */
export async function endRequestSession(db: Db, request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Clears the session cookie, and the sign-out-pending mark with it (the sign-out is done). */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGN_OUT_PENDING_COOKIE, { path: '/' });
}

/** Revokes every session of the user except the one in use (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
