import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTexts } from '../../../domain/auth';
import { referralTexts } from '../../../domain/referrals';
import { credentials, profiles, referrals, sessions } from '../../db/schema';
import { hashToken } from '../../platform/auth/session-tokens';
import { TEST_PASSWORD, readOutbox, signUp, uniqueAddress, uniqueEmail } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('POST /api/auth/signup', () => {
  const ctx = useTestApp();
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = uniqueAddress()) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/signup', headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object, remoteAddress });
  const valid = () => ({ firstName: 'Maya', lastName: 'Cohen', email: uniqueEmail(), password: TEST_PASSWORD });

  it('creates the account, signs in with an httpOnly cookie and answers the own profile', async () => {
    const payload = valid();
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: payload.email, first_name: 'Maya', last_name: 'Cohen', email_verified: false, phone_verified: false });
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const cookie = response.cookies.find((c) => c.name === 'gl_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const session = await ctx().app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `gl_session=${cookie?.value}` } });
    expect(session.json()).toMatchObject({ user: { id: user.id, email: payload.email }, google_enabled: false });
  });

  it('stores an argon2id hash and only the hash of the session token', async () => {
    const { user, cookie } = await signUp(ctx().app);
    const [credential] = await ctx().db.select().from(credentials).where(eq(credentials.userId, user.id));
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(credential?.passwordHash).not.toContain(TEST_PASSWORD);
    const token = cookie.split('=')[1] as string;
    const rows = await ctx().db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    const raw = await ctx().db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw[0]?.n).toBe(0);
  });

  it('gives every account its own referral code', async () => {
    const a = await signUp(ctx().app);
    const b = await signUp(ctx().app);
    expect(a.user.referral_code).not.toBe(b.user.referral_code);
  });

  it('refuses a taken e-mail in any letter case with 409', async () => {
    const email = uniqueEmail('Taken');
    await signUp(ctx().app, { email });
    for (const variant of [email, email.toUpperCase(), `  ${email.toLowerCase()} `]) {
      const response = await post({ ...valid(), email: variant });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'EMAIL_TAKEN', message: authTexts.emailTaken });
    }
    const rows = await ctx().db.select().from(profiles).where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('throttles sign-up per address: 20 attempts an hour, taken e-mail or not, so registered e-mails cannot be listed', async () => {
    const taken = await Promise.all([1, 2, 3].map(() => signUp(ctx().app)));
    const address = '203.0.113.50';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const email = attempt % 2 === 0 ? taken[attempt % 3]!.email : uniqueEmail('fresh');
      answers.push((await post({ ...valid(), email }, {}, address)).statusCode);
    }
    expect(answers.slice(0, 20).every((status) => status === 201 || status === 409)).toBe(true);
    expect(answers.slice(20)).toEqual(Array(10).fill(429));
    const refused = await post(valid(), {}, address);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: authTexts.tooManySignUps });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid(), {}, '203.0.113.51')).statusCode).toBe(201);

    ctx().clock.advance(60 * 60 * 1000 + 1000);
    expect((await post(valid(), {}, address)).statusCode).toBe(201);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ])('requires %s ("%s")', async (field, message) => {
    const payload: Record<string, string> = valid();
    delete payload[field];
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('rejects blank names, a bad e-mail and a short password with the spec texts', async () => {
    expect((await post({ ...valid(), firstName: '   ' })).json().error.message).toBe('First name is required');
    expect((await post({ ...valid(), email: 'not-an-email' })).json().error.message).toBe('Please enter a valid email address');
    const short = await post({ ...valid(), password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password must be at least 6 characters long');
    const spaces = await post({ ...valid(), password: '        ' });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().error.message).toBe('Password must contain more than spaces');
    expect((await post({ ...valid(), password: '' })).json().error.message).toBe('Password is required');
  });

  it('rejects unknown fields, malformed JSON and an oversized body', async () => {
    const unknown = await post({ ...valid(), isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');

    const malformed = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('MALFORMED_JSON');

    const huge = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid(), firstName: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a forged Origin with 403 and creates nothing', async () => {
    const payload = valid();
    const response = await post(payload, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN_ORIGIN');
    const rows = await ctx().db.select().from(profiles).where(eq(profiles.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('records the referral for a valid code and refuses an unknown one, creating nothing', async () => {
    const referrer = await signUp(ctx().app);
    const friend = await signUp(ctx().app, { referralCode: referrer.user.referral_code.toLowerCase() });
    const [row] = await ctx().db.select().from(referrals).where(eq(referrals.refereeId, friend.user.id));
    expect(row?.referrerId).toBe(referrer.user.id);
    const [profile] = await ctx().db.select().from(profiles).where(eq(profiles.id, friend.user.id));
    expect(profile?.referredBy).toBe(referrer.user.id);

    for (const referralCode of ['NOSUCHCODE', 'ABCDEFGH', '<script>']) {
      const stranger = valid();
      const response = await post({ ...stranger, referralCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'INVALID_REFERRAL_CODE', message: referralTexts.invalidCode });
      expect(await ctx().db.select().from(profiles).where(eq(profiles.email, stranger.email))).toHaveLength(0);
    }
  });

  it('sends a verification e-mail with a link to the API', async () => {
    const { email } = await signUp(ctx().app, { firstName: 'Lior' });
    const message = (await readOutbox(ctx().app)).find((m) => m.to === email);
    expect(message?.subject).toBe('Verify your email — Gearloop');
    expect(message?.text).toContain('Hi Lior,');
    expect(message?.text).toMatch(new RegExp(`${TEST_ORIGIN}/api/auth/verify-email\\?token=[A-Za-z0-9_-]{43}`));
  });
});
