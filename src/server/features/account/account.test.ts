import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletionTexts } from '../../../domain/account';
import { profiles, sessions } from '../../db/schema';
import { TEST_PASSWORD, readOutboxRecords, signInRequest, signUp } from '../../test/auth-helpers';
import { outboxDir } from '../../platform/outbox/outbox';
import { OutboxWhatsAppSender } from '../../platform/whatsapp/whatsapp';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { deliveryAddresses, sendWhatsAppNotification } from '.';

describe('settings', () => {
  const ctx = useTestApp();
  const patch = (cookie: string | undefined, payload: unknown, origin = TEST_ORIGIN) =>
    ctx().app.inject({ method: 'PATCH', url: '/api/me/settings', headers: { origin, ...(cookie ? { cookie } : {}) }, payload: payload as object });
  const read = (cookie?: string) => ctx().app.inject({ method: 'GET', url: '/api/me/settings', headers: cookie ? { cookie } : {} });

  it('reads the defaults and saves each switch', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await read(cookie)).json()).toEqual({
      whatsapp_notifications: false,
      email_notifications: true,
      marketing_emails: false,
      phone: null,
      phone_verified: false,
      has_password: true,
    });
    const saved = await patch(cookie, { marketing_emails: true, email_notifications: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ marketing_emails: true, email_notifications: false, whatsapp_notifications: false });
    expect((await read(cookie)).json()).toMatchObject({ marketing_emails: true, email_notifications: false });
    expect((await patch(cookie, { whatsapp_notifications: true })).json()).toMatchObject({ whatsapp_notifications: true, marketing_emails: true });
  });

  it('refuses unknown fields, wrong types and empty bodies with a clear error, changing nothing', async () => {
    const { cookie } = await signUp(ctx().app);
    const cases: [unknown, string][] = [
      [{ email_notifications: false, is_admin: true }, 'Unrecognized key: "is_admin"'],
      [{ email_notifications: 'no' }, 'Email notifications must be true or false'],
      [{ marketing_emails: 1 }, 'Marketing emails must be true or false'],
      [{ whatsapp_notifications: null }, 'WhatsApp notifications must be true or false'],
      [{}, 'Send at least one setting to change'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const notJson = await ctx().app.inject({
      method: 'PATCH',
      url: '/api/me/settings',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
      payload: '{"email_notifications": fal',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await read(cookie)).json()).toMatchObject({ whatsapp_notifications: false, email_notifications: true, marketing_emails: false });
  });

  it('needs a session and the right Origin', async () => {
    const { cookie } = await signUp(ctx().app);
    expect((await read()).statusCode).toBe(401);
    expect((await patch(undefined, { marketing_emails: true })).statusCode).toBe(401);
    expect((await patch(cookie, { marketing_emails: true }, 'https://evil.example')).statusCode).toBe(403);
    expect((await read(cookie)).json().marketing_emails).toBe(false);
  });
});

describe('settings are honoured: where a person may be reached', () => {
  const ctx = useTestApp();

  it('gives the e-mail for notifications only with them on, and for marketing only when opted in', async () => {
    const user = await createSignedInUser(ctx().db, { email: 'reach@test.gearloop.app' });
    expect(await deliveryAddresses(ctx().db, user.id)).toEqual({ email: 'reach@test.gearloop.app', marketingEmail: null, whatsapp: null });
    await ctx().db.update(profiles).set({ emailNotifications: false, marketingEmails: true }).where(eq(profiles.id, user.id));
    expect(await deliveryAddresses(ctx().db, user.id)).toEqual({ email: null, marketingEmail: 'reach@test.gearloop.app', whatsapp: null });
  });

  it('sends WhatsApp only with the switch on and a verified phone, through the outbox', async () => {
    const user = await createSignedInUser(ctx().db, { phone: '+972 541234567', whatsappNotifications: true, phoneVerified: false });
    expect(await sendWhatsAppNotification({ db: ctx().db, whatsapp: whatsappOf(ctx()) }, user.id, 'Your booking was accepted')).toBe(false);
    await ctx().db.update(profiles).set({ phoneVerified: true, whatsappNotifications: false }).where(eq(profiles.id, user.id));
    expect(await sendWhatsAppNotification({ db: ctx().db, whatsapp: whatsappOf(ctx()) }, user.id, 'Your booking was accepted')).toBe(false);
    expect((await readOutboxRecords(ctx().app)).filter((r) => r.channel === 'whatsapp')).toHaveLength(0);

    await ctx().db.update(profiles).set({ whatsappNotifications: true }).where(eq(profiles.id, user.id));
    expect(await sendWhatsAppNotification({ db: ctx().db, whatsapp: whatsappOf(ctx()) }, user.id, 'Your booking was accepted')).toBe(true);
    const [record] = (await readOutboxRecords(ctx().app)).filter((r) => r.channel === 'whatsapp');
    expect(record).toMatchObject({ channel: 'whatsapp', to: '+972 541234567', text: 'Your booking was accepted' });
  });
});

function whatsappOf(t: { dataDir: string }) {
  return new OutboxWhatsAppSender(outboxDir(t.dataDir));
}

describe('DELETE /api/me/account: confirmation', () => {
  const ctx = useTestApp();
  const remove = (cookie: string | undefined, payload: unknown, origin = TEST_ORIGIN) =>
    ctx().app.inject({ method: 'DELETE', url: '/api/me/account', headers: { origin, ...(cookie ? { cookie } : {}) }, payload: payload as object });
  const alive = async (id: string) => (await ctx().db.select().from(profiles).where(eq(profiles.id, id)))[0]?.deletedAt === null;

  it('refuses a wrong or missing password, changing nothing', async () => {
    const { cookie, user } = await signUp(ctx().app);
    const wrong = await remove(cookie, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'WRONG_PASSWORD', message: accountDeletionTexts.wrongPassword });
    const missing = await remove(cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(accountDeletionTexts.passwordRequired);
    expect((await remove(cookie, { password: TEST_PASSWORD, reason: 'x' })).statusCode).toBe(400);
    expect((await remove(cookie, { password: 42 })).statusCode).toBe(400);
    expect(await alive(user.id)).toBe(true);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie } })).statusCode).toBe(200);
  });

  it('limits wrong passwords per account (429 with Retry-After), even the right one then', async () => {
    const { cookie, user } = await signUp(ctx().app);
    for (let attempt = 0; attempt < 5; attempt++) expect((await remove(cookie, { password: `guess-${attempt}` })).statusCode).toBe(400);
    const refused = await remove(cookie, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await alive(user.id)).toBe(true);
  });

  it('needs a session and the right Origin', async () => {
    const { cookie, user } = await signUp(ctx().app);
    expect((await remove(undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await remove(cookie, { password: TEST_PASSWORD }, 'https://evil.example')).statusCode).toBe(403);
    expect(await alive(user.id)).toBe(true);
  });

  it('asks a Google-only account for a recent sign-in instead of a password', async () => {
    const user = await createSignedInUser(ctx().db, {}, ctx().clock.now());
    // createSignedInUser makes no credentials row: the account has no password, like a Google-only one.
    ctx().clock.advance(11 * 60 * 1000);
    const stale = await remove(user.cookie, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toEqual({ code: 'REAUTH_REQUIRED', message: accountDeletionTexts.googleReauthRequired });
    expect(await alive(user.id)).toBe(true);

    const [fresh] = await ctx().db.select().from(sessions).where(eq(sessions.userId, user.id));
    await ctx().db.update(sessions).set({ createdAt: ctx().clock.now().toISOString() }).where(eq(sessions.id, fresh!.id));
    expect((await remove(user.cookie, {})).statusCode).toBe(204);
    expect(await alive(user.id)).toBe(false);
  });

  it('deletes with the right password: signed out, e-mail free to sign up again', async () => {
    const { cookie, user, email } = await signUp(ctx().app);
    const other = await signInRequest(ctx().app, email, TEST_PASSWORD);
    const otherCookie = other.headers['set-cookie']!.toString().split(';')[0]!;
    const response = await remove(cookie, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']?.toString()).toContain('gl_session=;');
    for (const session of [cookie, otherCookie]) {
      expect((await ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: { cookie: session } })).statusCode).toBe(401);
    }
    expect(await ctx().db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD)).statusCode).toBe(401);
    // The deleted account refers no one: its code is unknown now, so a sign-up through it is refused (and creates nothing).
    const referred = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { firstName: 'Noa', lastName: 'Tester', email, password: TEST_PASSWORD, referralCode: user.referral_code },
    });
    expect(referred.statusCode).toBe(400);
    expect(referred.json().error.code).toBe('INVALID_REFERRAL_CODE');
    const again = await signUp(ctx().app, { email });
    expect(again.user.id).not.toBe(user.id);
    expect(again.user.email).toBe(email);
    expect((await ctx().db.select().from(profiles).where(eq(profiles.id, again.user.id)))[0]?.referredBy).toBeNull();
  });
});
