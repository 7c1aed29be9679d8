import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { profiles, sessions } from '../../db/schema';
import type { Clock } from '../clock';
import { notAuthenticated } from '../http/app-error';
import { endPendingSignOut, startsPageWithSignOutPending } from './pending-sign-out';
import { SESSION_COOKIE, hashToken, sessionCookieOptions } from './session-tokens';

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
  /** The profile's geocoded location (read with the session, so ranking by distance needs no other query). */
  location: { lat: number; lng: number } | null;
  /** The profile's onboarding interests (they boost matching categories in the feed). */
  interests: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const DAY = 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const SLIDE_EVERY = 60 * 60 * 1000;

export interface SessionOptions {
  db: Db;
  clock: Clock;
  ttlDays: number;
  secureCookies: boolean;
}

/** Reads the session cookie on every request and sets `request.user` (or null). */
export function registerSessions(app: FastifyInstance, options: SessionOptions) {
  app.decorateRequest('user', null);
  // Run on every signed-in request: prepared once (named statement on PostgreSQL).
  const findSession = options.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: profiles.email,
      lastUsedAt: sessions.lastUsedAt,
      lat: profiles.locationLat,
      lng: profiles.locationLng,
      interests: profiles.interests,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_by_token');
  app.addHook('onRequest', async (request, reply) => {
    if (startsPageWithSignOutPending(request)) await endPendingSignOut(options.db, request, reply);
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const now = options.clock.now();
    const [row] = await findSession.execute({ tokenHash: hashToken(token), now: now.toISOString() });
    if (!row) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    // Deleting an account deletes its sessions in the same transaction, so a session's profile has an e-mail.
    request.user = {
      id: row.userId,
      email: row.email ?? '',
      sessionId: row.sessionId,
      location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
      interests: row.interests,
    };
    if (now.getTime() - new Date(row.lastUsedAt).getTime() > SLIDE_EVERY) {
      const expiresAt = new Date(now.getTime() + options.ttlDays * DAY).toISOString();
      await options.db
        .update(sessions)
        .set({ lastUsedAt: now.toISOString(), expiresAt })
        .where(eq(sessions.id, row.sessionId));
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(options));
    }
  });
}

/** The signed-in user, or a 401 "User not authenticated". */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
