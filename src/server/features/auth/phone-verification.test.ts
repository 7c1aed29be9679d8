import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PHONE_CODE_TTL_MS, phoneVerificationTexts as texts } from '../../../domain/phone-verification';
import { phoneVerifications, profiles } from '../../db/schema';
import { type OutboxRecord, readOutbox } from '../../platform/outbox/outbox';
import { outboxDir } from '../../platform/mailer/mailer';
import { signUp } from '../../test/auth-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { hashPhoneCode, newPhoneCode } from './phone-verification';

let numbers = 0;
/** A fresh Israeli mobile number per call, so the per-number limit of one test never meets another's. */
const freshPhone = () => `+972 5${String(10_000_000 + (numbers += 1) * 7919).slice(-8)}`;

describe('phone verification', () => {
  const ctx = useTestApp();
  const post = (cookie: string, url: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, cookie }, payload });
  const sendCode = (cookie: string, phone: string) => post(cookie, '/api/me/phone/code', { phone });
  const verify = (cookie: string, code: string) => post(cookie, '/api/me/phone/verify', { code });
  const profile = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0];
  const codeRows = (userId: string) => ctx().db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  /** The code in the newest SMS to `phone` (read from the outbox, as a person reads their phone). */
  const smsCode = async (phone: string) => {
    const messages: OutboxRecord[] = await readOutbox(outboxDir(ctx().dataDir), { channel: 'sms' });
    return messages.find((message) => message.to === phone)?.text.match(/\b(\d{6})\b/)?.[1];
  };
  /** Moves the clock past the resend back-off (and out of the 10-minute window when asked). */
  const later = (ms: number) => ctx().clock.advance(ms);

  it('texts a random 6-digit code through the outbox and stores only its hash', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    const response = await sendCode(cookie, phone);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phone, resend_after_seconds: 30 });
    expect(new Date(response.json().expires_at).getTime() - ctx().clock.now().getTime()).toBe(PHONE_CODE_TTL_MS);

    const [sms] = await readOutbox(outboxDir(ctx().dataDir), { channel: 'sms' });
    expect(sms).toMatchObject({ channel: 'sms', to: phone, text: expect.stringMatching(/Your Gearloop verification code is \d{6}\./) });
    expect(sms?.id).toMatch(/^\d{14}-\d{6}-[0-9a-f]{8}$/);
    const code = await smsCode(phone);
    const [row] = await codeRows(user.id);
    expect(row?.codeHash).toBe(hashPhoneCode(row!.id, code!));
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('draws codes at random (no fixed demo code)', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newPhoneCode()));
    expect(codes.size).toBeGreaterThan(190);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
  });

  it('verifies the number with the right code, once, and shows the badge on the public profile', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    await sendCode(cookie, phone);
    const code = (await smsCode(phone))!;
    const response = await verify(cookie, code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ phone, phone_verified: true });
    const publicProfile = await ctx().app.inject({ method: 'GET', url: `/api/profiles/${user.id}` });
    expect(publicProfile.json()).toMatchObject({ phone_verified: true, email_verified: false });
    expect(publicProfile.body).not.toContain(phone.slice(-6));

    const reused = await verify(cookie, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'PHONE_CODE_EXPIRED', message: texts.codeExpired });
  });

  it('refuses an expired code after 10 minutes (controllable clock), changing nothing', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    await sendCode(cookie, phone);
    const code = (await smsCode(phone))!;
    later(PHONE_CODE_TTL_MS);
    const response = await verify(cookie, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(texts.codeExpired);
    expect(await profile(user.id)).toMatchObject({ phone: null, phoneVerified: false });
  });

  it('spends a code after 5 tries: even the right code is refused then', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    await sendCode(cookie, phone);
    const code = (await smsCode(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(cookie, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'INVALID_PHONE_CODE', message: texts.invalidCode, details: { detail: texts.invalidCodeDetail } });
    }
    const sixth = await verify(cookie, code);
    expect(sixth.json().error).toMatchObject({ code: 'PHONE_CODE_EXHAUSTED', message: texts.tooManyAttempts });
    expect((await codeRows(user.id))[0]?.attempts).toBe(5);
    expect((await profile(user.id))?.phoneVerified).toBe(false);
  });

  it('counts parallel wrong tries exactly: no more than 5 are ever compared', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    await sendCode(cookie, phone);
    const code = (await smsCode(phone))!;
    const wrong = code === '999999' ? '888888' : '999999';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(cookie, wrong)));
    expect(answers.filter((answer) => answer.json().error.code === 'INVALID_PHONE_CODE')).toHaveLength(5);
    expect(answers.filter((answer) => answer.json().error.code === 'PHONE_CODE_EXHAUSTED')).toHaveLength(7);
    expect((await codeRows(user.id))[0]?.attempts).toBe(5);
  });

  it("never accepts another user's code", async () => {
    const alice = await signUp(ctx().app);
    const bob = await signUp(ctx().app);
    const [alicePhone, bobPhone] = [freshPhone(), freshPhone()];
    await sendCode(alice.cookie, alicePhone);
    await sendCode(bob.cookie, bobPhone);
    const aliceCode = (await smsCode(alicePhone))!;
    const bobCode = (await smsCode(bobPhone))!;
    if (aliceCode === bobCode) return; // one in a million: nothing to tell apart
    const response = await verify(bob.cookie, aliceCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(texts.invalidCode);
    expect((await profile(bob.user.id))?.phoneVerified).toBe(false);
    expect((await profile(alice.user.id))?.phoneVerified).toBe(false);
  });

  it('refuses letters, 7 digits, an empty code, a phone without country code or with too few or many digits, changing nothing', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const cases: [string, object, string][] = [
      ['/api/me/phone/verify', { code: 'abcdef' }, texts.codeFormat],
      ['/api/me/phone/verify', { code: '1234567' }, texts.codeFormat],
      ['/api/me/phone/verify', { code: '12 34' }, texts.codeFormat],
      ['/api/me/phone/verify', { code: '' }, texts.codeRequired],
      ['/api/me/phone/verify', {}, texts.codeRequired],
      ['/api/me/phone/code', { phone: '0541234567' }, texts.phoneInvalid],
      ['/api/me/phone/code', { phone: '' }, texts.phoneRequired],
      ['/api/me/phone/code', {}, texts.phoneRequired],
      ['/api/me/phone/code', { phone: '+972 abc' }, texts.phoneInvalid],
      // Punctuation after a country code is not a number (it was texted "a code to +1 -123").
      ['/api/me/phone/code', { phone: '+1 -123' }, texts.phoneInvalid],
      ['/api/me/phone/code', { phone: '+1 2345 6789 0123 456' }, texts.phoneInvalid],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(cookie, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await codeRows(user.id)).toHaveLength(0);
    expect(await profile(user.id)).toMatchObject({ phone: null, phoneVerified: false });
    expect((await verify(cookie, '123456')).json().error.message).toBe(texts.invalidCode);
  });

  it('backs resends off (30 s, then 60 s) and sends at most 3 codes per number per 10 minutes, whoever asks', async () => {
    const first = await signUp(ctx().app);
    const phone = freshPhone();
    expect((await sendCode(first.cookie, phone)).statusCode).toBe(201);
    const tooSoon = await sendCode(first.cookie, phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe(texts.tooSoon(30));
    expect(tooSoon.headers['retry-after']).toBe('30');
    later(30_000);
    const second = await sendCode(first.cookie, phone);
    expect(second.statusCode).toBe(201);
    expect(second.json().resend_after_seconds).toBe(60);
    later(59_000);
    expect((await sendCode(first.cookie, phone)).json().error.message).toBe(texts.tooSoon(1));
    later(1_000);
    expect((await sendCode(first.cookie, phone)).statusCode).toBe(201);

    // The number has had three codes in 10 minutes: refused for anyone, also in another format.
    const other = await signUp(ctx().app);
    const refused = await sendCode(other.cookie, phone.replace(' ', ''));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(texts.tooManyCodes);
    expect(await codeRows(other.user.id)).toHaveLength(0);

    later(10 * 60_000);
    expect((await sendCode(other.cookie, phone)).statusCode).toBe(201);
  });

  it('answers "Error sending verification code" when the SMS cannot be sent, storing no code', async () => {
    const { createTestApp } = await import('../../test/test-app');
    const failing = await createTestApp({}, { sms: { send: () => Promise.reject(new Error('provider down')) } });
    try {
      const { cookie, user } = await signUp(failing.app);
      const response = await failing.app.inject({ method: 'POST', url: '/api/me/phone/code', headers: { origin: TEST_ORIGIN, cookie }, payload: { phone: freshPhone() } });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({ code: 'SMS_NOT_SENT', message: texts.sendError });
      expect(await failing.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id))).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('resets the verification when the profile gets another number, not for the same one written differently', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const phone = freshPhone();
    await sendCode(cookie, phone);
    await verify(cookie, (await smsCode(phone))!);
    const put = (number: string) =>
      ctx().app.inject({ method: 'PUT', url: '/api/me/profile', headers: { origin: TEST_ORIGIN, cookie }, payload: { first_name: 'Noa', last_name: 'Tester', phone: number } });
    expect((await put(phone.replace(' ', ''))).json().phone_verified).toBe(true);
    expect((await put(freshPhone())).json().phone_verified).toBe(false);
    expect((await profile(user.id))?.phoneVerified).toBe(false);
  });

  it('tells the user their code that can still be entered, with the wait left, and only their own (a reload keeps the code step)', async () => {
    const pending = async (cookie: string) => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/me/phone/code', headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().pending;
    };
    const alice = await signUp(ctx().app);
    const bob = await signUp(ctx().app);
    expect(await pending(alice.cookie)).toBeNull();

    const phone = freshPhone();
    const sent = (await sendCode(alice.cookie, phone)).json();
    expect(await pending(alice.cookie)).toEqual(sent);
    expect(await pending(bob.cookie)).toBeNull();
    later(10_500);
    expect(await pending(alice.cookie)).toEqual({ ...sent, resend_after_seconds: 20 });
    later(20_000);
    expect((await pending(alice.cookie)).resend_after_seconds).toBe(0);

    // Spent by five wrong tries, used, or expired: nothing left to enter.
    const code = (await smsCode(phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(alice.cookie, wrong);
    expect(await pending(alice.cookie)).not.toBeNull();
    await verify(alice.cookie, wrong);
    expect(await pending(alice.cookie)).toBeNull();

    const bobPhone = freshPhone();
    await sendCode(bob.cookie, bobPhone);
    expect((await verify(bob.cookie, (await smsCode(bobPhone))!)).statusCode).toBe(200);
    expect(await pending(bob.cookie)).toBeNull();

    later(60_000);
    const again = (await sendCode(alice.cookie, phone)).json();
    expect(await pending(alice.cookie)).toEqual(again);
    later(PHONE_CODE_TTL_MS);
    expect(await pending(alice.cookie)).toBeNull();
  });

  it('needs a session', async () => {
    for (const [url, payload] of [['/api/me/phone/code', { phone: '+972 541234567' }], ['/api/me/phone/verify', { code: '123456' }]] as const) {
      const response = await ctx().app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
      expect(response.statusCode).toBe(401);
    }
    expect((await ctx().app.inject({ method: 'GET', url: '/api/me/phone/code' })).statusCode).toBe(401);
  });
});

describe('the dev outbox with SMS in the folder', () => {
  const ctx = useTestApp();

  it('lists the e-mails and the SMS, each with its channel, as JSON and as a page', async () => {
    const { cookie, email } = await signUp(ctx().app);
    await ctx().app.inject({ method: 'POST', url: '/api/me/phone/code', headers: { origin: TEST_ORIGIN, cookie }, payload: { phone: '+972 541110000' } });
    const json = await ctx().app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    const listed = json.json().messages.map((message: { to: string; channel: string }) => [message.channel, message.to]);
    expect(listed).toEqual([
      ['sms', '+972 541110000'],
      ['email', email],
    ]);
    const page = await ctx().app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
  });
});
