import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'gl_session';

/** 256 random bits, URL-safe: the value of the session cookie. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session cookie's attributes: HttpOnly, same-site lax, sliding for `ttlDays`. */
export function sessionCookieOptions(options: { ttlDays: number; secureCookies: boolean }) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: options.ttlDays * 24 * 60 * 60,
  };
}
