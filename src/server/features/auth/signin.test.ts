import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTexts } from '../../../domain/auth';
import { sessions } from '../../db/schema';
import { queryRows } from '../../db/client';
import { TEST_PASSWORD, sessionCookieFrom, signInRequest, signUp, uniqueAddress, uniqueEmail } from '../../test/auth-helpers';
import { isRedisAvailable, testRedisUrl } from '../../test/test-redis';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('sign-in, sessions and sign-out', () => {
  const ctx = useTestApp();
  const me = (cookie?: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: cookie ? { cookie } : {} });

  it('signs in (e-mail in any case) and answers the own profile', async () => {
    const { email, user } = await signUp(ctx().app);
    const response = await signInRequest(ctx().app, email.toUpperCase(), TEST_PASSWORD, { ip: '10.1.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email });
    const cookie = sessionCookieFrom(response);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { email } = await signUp(ctx().app);
    const wrong = await signInRequest(ctx().app, email, 'wrong-password', { ip: '10.1.0.2' });
    const unknown = await signInRequest(ctx().app, uniqueEmail('nobody'), TEST_PASSWORD, { ip: '10.1.0.2' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: authTexts.invalidCredentials } });
      expect(sessionCookieFrom(response)).toBeUndefined();
    }
  });

  it('requires e-mail and password', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/auth/signin', headers: { origin: TEST_ORIGIN }, payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password is required');
  });

  it('rotates the session on every sign-in: the old token stops working', async () => {
    const { email, cookie: first, user } = await signUp(ctx().app);
    const response = await signInRequest(ctx().app, email, TEST_PASSWORD, { cookie: first, ip: '10.1.0.3' });
    const second = sessionCookieFrom(response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect(await ctx().db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('signs out: 204, the session row is gone and the cookie cleared; also without a session', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const response = await ctx().app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: TEST_ORIGIN, cookie } });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'gl_session')?.value).toBe('');
    expect(await ctx().db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);

    const anonymous = await ctx().app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: TEST_ORIGIN } });
    expect(anonymous.statusCode).toBe(204);
  });

  it('refuses sign-out from a forged Origin and keeps the session', async () => {
    const { cookie } = await signUp(ctx().app);
    const response = await ctx().app.inject({ method: 'POST', url: '/api/auth/signout', headers: { origin: 'https://evil.example', cookie } });
    expect(response.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('answers a visitor’s session with user null', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, google_enabled: false });
  });

  it('answers 401 "User not authenticated" without, with a bad or with an expired cookie', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const header of [undefined, 'gl_session=not-a-real-token', 'gl_session=']) {
      const response = await me(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'NOT_AUTHENTICATED', message: authTexts.notAuthenticated } });
    }
    ctx().clock.advance(31 * DAY);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toBe('User not authenticated');
  });

  it('slides the expiry while the session is used', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let i = 0; i < 3; i++) {
      ctx().clock.advance(20 * DAY);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    ctx().clock.advance(31 * DAY);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  const ctx = useTestApp();

  it('limits failures per account, from any address: the 11th in 10 minutes is refused, even with the right password', async () => {
    const { email } = await signUp(ctx().app);
    const { email: otherEmail } = await signUp(ctx().app);
    for (let i = 0; i < 10; i++) {
      expect((await signInRequest(ctx().app, email, `wrong-${i}`, { ip: `192.0.2.${i + 1}` })).statusCode).toBe(401);
    }
    const blocked = await signInRequest(ctx().app, email.toUpperCase(), TEST_PASSWORD, { ip: '192.0.2.99' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'RATE_LIMITED', message: authTexts.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(sessionCookieFrom(blocked)).toBeUndefined();
    // Another account from the same addresses is not affected.
    expect((await signInRequest(ctx().app, otherEmail, TEST_PASSWORD, { ip: '192.0.2.1' })).statusCode).toBe(200);

    ctx().clock.advance(9 * MINUTE);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: '192.0.2.99' })).statusCode).toBe(429);
    ctx().clock.advance(1 * MINUTE + 1000);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: '192.0.2.99' })).statusCode).toBe(200);
  });

  it('does not lock out the people behind one address after ten failures of one of them', async () => {
    const { email: careless } = await signUp(ctx().app);
    const { email: neighbour } = await signUp(ctx().app);
    const office = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await signInRequest(ctx().app, careless, `wrong-${i}`, { ip: office })).statusCode).toBe(401);
    expect((await signInRequest(ctx().app, neighbour, TEST_PASSWORD, { ip: office })).statusCode).toBe(200);
  });

  it('limits one address trying many accounts: 50 failures in 10 minutes, then refused for everyone there', async () => {
    const { email } = await signUp(ctx().app);
    const attacker = '203.0.113.8';
    for (let i = 0; i < 50; i++) {
      expect((await signInRequest(ctx().app, uniqueEmail('victim'), 'guess', { ip: attacker })).statusCode).toBe(401);
    }
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(429);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: '203.0.113.9' })).statusCode).toBe(200);
    ctx().clock.advance(10 * MINUTE + 1000);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(200);
  });

  it('lets only the limit through when attempts arrive at once', async () => {
    const { email } = await signUp(ctx().app);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signInRequest(ctx().app, email, `parallel-${i}`, { ip: `192.0.2.${100 + i}` })),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});

const redisAvailable = await isRedisAvailable();

describe.skipIf(!redisAvailable)('sign-in rate limit with REDIS_URL', () => {
  const ctx = useTestApp({ REDIS_URL: testRedisUrl });

  it('counts in Redis, not in the database', async () => {
    const { email } = await signUp(ctx().app);
    for (let i = 0; i < 10; i++) expect((await signInRequest(ctx().app, email, `wrong-${i}`, { ip: uniqueAddress() })).statusCode).toBe(401);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD, { ip: uniqueAddress() })).statusCode).toBe(429);
    expect(await queryRows(ctx().db, sql`select 1 from rate_limit_events`)).toEqual([]);
  });
});
