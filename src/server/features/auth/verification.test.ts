import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verificationTexts } from '../../../domain/auth';
import { emailVerificationTokens, profiles } from '../../db/schema';
import { hashToken } from '../../platform/auth/session-tokens';
import { readOutbox, signUp, verificationLinkFor } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

const HOUR = 60 * 60 * 1000;

describe('e-mail verification', () => {
  const ctx = useTestApp();
  const verified = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0]?.emailVerified;
  const resend = (cookie?: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

  it('the e-mailed link verifies once, then answers invalid', async () => {
    const { email, user, cookie } = await signUp(ctx().app);
    const link = await verificationLinkFor(ctx().app, email);
    expect(link).toBeDefined();
    const token = new URLSearchParams(link?.split('?')[1]).get('token') as string;
    const stored = await ctx().db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(token)]);

    const first = await ctx().app.inject({ method: 'GET', url: link as string });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/verification?email=verified');
    expect(await verified(user.id)).toBe(true);
    const session = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.email_verified).toBe(true);

    const again = await ctx().app.inject({ method: 'GET', url: link as string });
    expect(again.headers.location).toBe('/verification?email=invalid');
  });

  it('an expired, unknown or missing token answers invalid', async () => {
    const { email, user } = await signUp(ctx().app);
    const link = (await verificationLinkFor(ctx().app, email)) as string;
    ctx().clock.advance(25 * HOUR);
    const expired = await ctx().app.inject({ method: 'GET', url: link });
    expect(expired.headers.location).toBe('/verification?email=invalid');
    expect(await verified(user.id)).toBe(false);
    for (const url of ['/api/auth/verify-email?token=nope', '/api/auth/verify-email']) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/verification?email=invalid');
    }
  });

  it('resends at most once a minute, and needs a session', async () => {
    const { email, cookie } = await signUp(ctx().app);
    const tooSoon = await resend(cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toEqual({ code: 'RATE_LIMITED', message: verificationTexts.tooSoon });

    ctx().clock.advance(61 * 1000);
    const before = (await readOutbox(ctx().app)).filter((m) => m.to === email).length;
    expect((await resend(cookie)).statusCode).toBe(204);
    expect((await readOutbox(ctx().app)).filter((m) => m.to === email)).toHaveLength(before + 1);
    // The newest link works.
    const link = (await verificationLinkFor(ctx().app, email)) as string;
    expect((await ctx().app.inject({ method: 'GET', url: link })).headers.location).toBe('/verification?email=verified');

    const anonymous = await resend();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');
  });
});

describe('sign-up when the mailer fails', () => {
  const ctx = useTestApp({}, { mailer: { send: () => Promise.reject(new Error('smtp down')) } });

  it('keeps the account: the failure is only logged', async () => {
    const { user } = await signUp(ctx().app);
    expect(user.email_verified).toBe(false);
  });
});
