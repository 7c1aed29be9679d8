import { describe, expect, it } from 'vitest';
import { passwordTexts } from '../../../domain/auth';
import { TEST_PASSWORD, readOutbox, sessionCookieFrom, signInRequest, signUp } from '../../test/auth-helpers';
import { passwordStrengthTexts } from '../../../domain/account';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';

describe('POST /api/auth/password', () => {
  const ctx = useTestApp();
  const change = (cookie: string | undefined, payload: object, origin = TEST_ORIGIN) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/password', headers: { origin, ...(cookie ? { cookie } : {}) }, payload });
  const me = (cookie?: string) => ctx().app.inject({ method: 'GET', url: '/api/me/profile', headers: cookie ? { cookie } : {} });

  it('changes the password and signs out the other sessions only', async () => {
    const { email, cookie } = await signUp(ctx().app);
    const other = sessionCookieFrom(await signInRequest(ctx().app, email, TEST_PASSWORD));
    const response = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' });
    expect(response.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInRequest(ctx().app, email, 'brand-new-secret')).statusCode).toBe(200);
  });

  it('e-mails the user that their password changed', async () => {
    const { email, cookie } = await signUp(ctx().app);
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' })).statusCode).toBe(204);
    const message = (await readOutbox(ctx().app)).find((m) => m.to === email && m.subject === passwordStrengthTexts.changedSubject);
    expect(message?.text).toContain('every other device was signed out');
    expect(message?.text).not.toContain('brand-new-secret');
  });

  it('refuses one of the 10,000 most common passwords, changing nothing', async () => {
    const { email, cookie } = await signUp(ctx().app);
    for (const newPassword of ['password1', 'QWERTY123', 'iloveyou']) {
      const response = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'COMMON_PASSWORD', message: passwordStrengthTexts.tooCommon });
    }
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await readOutbox(ctx().app)).some((m) => m.to === email && m.subject === passwordStrengthTexts.changedSubject)).toBe(false);
  });

  it('requires the current password, and the right one', async () => {
    const { cookie } = await signUp(ctx().app);
    const missing = await change(cookie, { newPassword: 'brand-new-secret' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(passwordTexts.currentRequired);
    const wrong = await change(cookie, { currentPassword: 'not-it', newPassword: 'brand-new-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'INVALID_CURRENT_PASSWORD', message: passwordTexts.currentWrong });
  });

  it('refuses wrong current passwords after 5 in 15 minutes, even the right one, then allows again', async () => {
    const { cookie } = await signUp(ctx().app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(cookie, { currentPassword: `guess-${attempt}`, newPassword: 'brand-new-secret' })).statusCode).toBe(400);
    }
    const refused = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: passwordTexts.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    ctx().clock.advance(15 * 60 * 1000 + 1000);
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' })).statusCode).toBe(204);
  });

  it('does not count right current passwords', async () => {
    const { cookie } = await signUp(ctx().app);
    let password = TEST_PASSWORD;
    for (let attempt = 0; attempt < 7; attempt++) {
      const next = `new-secret-${attempt}`;
      expect((await change(cookie, { currentPassword: password, newPassword: next })).statusCode).toBe(204);
      password = next;
    }
  });

  it('rejects a short or missing new password with the spec text, and unknown fields', async () => {
    const { cookie } = await signUp(ctx().app);
    for (const payload of [{ currentPassword: TEST_PASSWORD, newPassword: '12345' }, { currentPassword: TEST_PASSWORD }]) {
      const response = await change(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Password must be at least 6 characters long');
    }
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'long-enough', confirm: 'x' })).statusCode).toBe(400);
  });

  it('refuses a new password of spaces only, and the current password again, changing nothing', async () => {
    const { email, cookie } = await signUp(ctx().app);
    for (const newPassword of ['      ', ' \t  \n  ']) {
      const response = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(passwordTexts.onlySpaces);
    }
    const same = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe(passwordTexts.sameAsCurrent);
    expect((await readOutbox(ctx().app)).some((m) => m.to === email && m.subject === passwordStrengthTexts.changedSubject)).toBe(false);
    // Spaces around other characters are part of a password, as typed.
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: ' brand new secret ' })).statusCode).toBe(204);
    expect((await signInRequest(ctx().app, email, ' brand new secret ')).statusCode).toBe(200);
  });

  it('needs a session, and refuses a forged Origin without changing anything', async () => {
    const { email, cookie } = await signUp(ctx().app);
    expect((await change(undefined, { newPassword: 'brand-new-secret' })).statusCode).toBe(401);
    const forged = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-secret' }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect((await signInRequest(ctx().app, email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
