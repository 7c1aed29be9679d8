import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_PENDING_COOKIE } from '../../../domain/sign-out';
import { sessions } from '../../db/schema';
import { TEST_PASSWORD, signInRequest, signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { SESSION_COOKIE } from './session-tokens';

const PENDING = `${SIGN_OUT_PENDING_COOKIE}=1`;

describe('a sign-out pending in the browser (the app has left the page, the server has not been asked yet)', () => {
  const ctx = useTestApp();
  const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
  const sessionsOf = (userId: string) => ctx().db.select().from(sessions).where(eq(sessions.userId, userId));
  const cleared = (response: Awaited<ReturnType<typeof get>>, name: string) =>
    response.cookies.find((cookie) => cookie.name === name)?.value === '';

  it('keeps the session for the page left behind: its API requests are the user’s, and nothing is cleared', async () => {
    const { cookie, user } = await signUp(ctx().app);
    for (const response of [
      await get('/api/me/profile', `${cookie}; ${PENDING}`),
      await get('/assets/app.js', `${cookie}; ${PENDING}`, { 'sec-fetch-dest': 'script' }),
    ]) {
      expect(response.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
    }
    expect((await get('/api/me/profile', `${cookie}; ${PENDING}`)).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('ends the session when a page starts: its document is a visitor’s, and both cookies are cleared', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const page = await get('/login', `${cookie}; ${PENDING}`, { 'sec-fetch-dest': 'document' });
    expect(cleared(page, SESSION_COOKIE)).toBe(true);
    expect(cleared(page, SIGN_OUT_PENDING_COOKIE)).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await get('/api/me/profile', cookie)).statusCode).toBe(401);
  });

  it('ends the session when a page reads it (a page the browser kept): the answer is a visitor’s', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const response = await get('/api/auth/session', `${cookie}; ${PENDING}`);
    expect(response.json().user).toBeNull();
    expect(cleared(response, SESSION_COOKIE)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await sessionsOf(user.id)).toHaveLength(0);
    // The router's other spellings of the path, too.
    for (const url of ['/api/auth/session/', '/api/auth/%73ession', '/api/auth/session?x=1']) {
      const other = await signUp(ctx().app);
      expect((await get(url, `${other.cookie}; ${PENDING}`)).json().user).toBeNull();
      expect(await sessionsOf(other.user.id)).toHaveLength(0);
    }
  });

  it('is cleared by the sign-out itself, and by a sign-in, so it never ends the session that comes next', async () => {
    const { cookie, email, user } = await signUp(ctx().app);
    const signOut = await ctx().app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: TEST_ORIGIN, cookie: `${cookie}; ${PENDING}` } });
    expect(signOut.statusCode).toBe(204);
    expect(cleared(signOut, SIGN_OUT_PENDING_COOKIE)).toBe(true);

    const signIn = await signInRequest(ctx().app, email, TEST_PASSWORD, { cookie: PENDING, ip: '10.9.0.1' });
    expect(signIn.statusCode).toBe(200);
    expect(cleared(signIn, SIGN_OUT_PENDING_COOKIE)).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('means nothing without a session, and nothing for a page started without it', async () => {
    const visitor = await get('/api/auth/session', PENDING);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().user).toBeNull();

    const { cookie, user } = await signUp(ctx().app);
    await get('/login', cookie, { 'sec-fetch-dest': 'document' });
    expect((await get('/api/auth/session', cookie)).json().user).toMatchObject({ id: user.id });
  });
});
