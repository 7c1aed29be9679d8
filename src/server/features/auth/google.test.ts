import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentials, profiles } from '../../db/schema';
import { sessionCookieFrom, signUp, uniqueEmail } from '../../test/auth-helpers';
import { TEST_ORIGIN, type TestApp, createTestApp, useTestApp } from '../../test/test-app';
import { profileForGoogle, safeReturnPath } from './google';

describe('Google sign-in when not configured', () => {
  const ctx = useTestApp();

  it('404s both routes and reports google_enabled false', async () => {
    for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      expect((await ctx().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/session' })).json().google_enabled).toBe(false);
  });
});

describe('Google sign-in against a local OpenID provider', () => {
  // The real Google cannot be reached offline: oauth2-mock-server plays it (discovery, keys, authorize, token).
  const provider = new OAuth2Server();
  let claims: Record<string, unknown> = {};
  let testApp: TestApp;
  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, claims);
    });
    testApp = await createTestApp({
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_ISSUER_URL: provider.issuer.url ?? '',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider.stop();
  });

  const cookieHeader = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  /** Start → the provider's authorize endpoint → back to the callback; returns the callback's answer. */
  async function signInWithProvider(options: { returnTo?: string; tamper?: (cookies: string) => string } = {}) {
    const start = await testApp.app.inject({ method: 'GET', url: `/api/auth/google${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}` });
    expect(start.statusCode).toBe(302);
    const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location') as string);
    expect(callback.origin + callback.pathname).toBe(`${TEST_ORIGIN}/api/auth/google/callback`);
    const cookies = options.tamper ? options.tamper(cookieHeader(start)) : cookieHeader(start);
    return testApp.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookies } });
  }

  it('reports google_enabled true', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/session' })).json().google_enabled).toBe(true);
  });

  it('redirects to the provider with PKCE S256, state and nonce kept in short-lived httpOnly cookies', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/google?returnTo=/booking/abc' });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${provider.issuer.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('test-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    const state = response.cookies.find((c) => c.name === 'gl_oauth_state');
    expect(state?.value).toBe(url.searchParams.get('state'));
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(response.cookies.find((c) => c.name === 'gl_oauth_nonce')?.value).toBe(url.searchParams.get('nonce'));
    expect(response.cookies.find((c) => c.name === 'gl_oauth_verifier')?.httpOnly).toBe(true);
    expect(response.cookies.find((c) => c.name === 'gl_oauth_return')?.value).toBe('/booking/abc');
  });

  it('creates a verified account for a new Google identity, signs in and returns to the page', async () => {
    const email = uniqueEmail('google-new');
    claims = { sub: 'google-sub-new', email, email_verified: true, given_name: 'Gal', family_name: 'Shani' };
    const response = await signInWithProvider({ returnTo: '/invite' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/invite');
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookieFrom(response) ?? '' } });
    expect(session.json().user).toMatchObject({ email, first_name: 'Gal', last_name: 'Shani', email_verified: true });
  });

  it('records a new Google account made from an invite link as referred', async () => {
    const inviter = await signUp(testApp.app);
    const email = uniqueEmail('google-invited');
    claims = { sub: 'google-sub-invited', email, email_verified: true, given_name: 'Invited' };
    const start = await testApp.app.inject({ method: 'GET', url: `/api/auth/google?ref=${inviter.user.referral_code.toLowerCase()}` });
    expect(start.cookies.find((c) => c.name === 'gl_oauth_ref')?.value).toBe(inviter.user.referral_code);
    const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') as string);
    const response = await testApp.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookieHeader(start) } });
    expect(response.headers.location).toBe('/');
    const invite = await testApp.app.inject({ method: 'GET', url: '/api/me/invite', headers: { cookie: inviter.cookie } });
    expect(invite.json().friends).toEqual([expect.objectContaining({ first_name: 'Invited' })]);
  });

  it('links an existing account only when Google says the e-mail is verified', async () => {
    const existing = await signUp(testApp.app);
    claims = { sub: 'google-sub-unverified', email: existing.email, email_verified: false };
    const refused = await signInWithProvider();
    expect(refused.headers.location).toBe('/login?error=google');
    expect(sessionCookieFrom(refused)).toBeUndefined();
    const [before] = await testApp.db.select().from(credentials).where(eq(credentials.userId, existing.user.id));
    expect(before?.googleSub).toBeNull();

    claims = { sub: 'google-sub-linked', email: existing.email.toUpperCase(), email_verified: true };
    const linked = await signInWithProvider();
    expect(linked.headers.location).toBe('/');
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: sessionCookieFrom(linked) ?? '' } });
    expect(session.json().user.id).toBe(existing.user.id);
    const [after] = await testApp.db.select().from(credentials).where(eq(credentials.userId, existing.user.id));
    expect(after).toMatchObject({ googleSub: 'google-sub-linked' });
  });

  it('fails with the Google error page on a wrong nonce, a wrong PKCE verifier or a forged state', async () => {
    claims = { sub: 'google-sub-tamper', email: uniqueEmail('google-tamper'), email_verified: true };
    const tamperings = [
      (cookies: string) => cookies.replace(/gl_oauth_nonce=[^;]+/, 'gl_oauth_nonce=forged-nonce'),
      (cookies: string) => cookies.replace(/gl_oauth_verifier=[^;]+/, `gl_oauth_verifier=${'v'.repeat(43)}`),
      (cookies: string) => cookies.replace(/gl_oauth_state=[^;]+/, 'gl_oauth_state=forged-state'),
    ];
    for (const tamper of tamperings) {
      const response = await signInWithProvider({ tamper });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google');
      expect(sessionCookieFrom(response)).toBeUndefined();
    }
    const rows = await testApp.db.select().from(credentials).where(eq(credentials.googleSub, 'google-sub-tamper'));
    expect(rows).toHaveLength(0);
  });

  it('rejects a callback without code or state, or with an error from the provider', async () => {
    const start = await testApp.app.inject({ method: 'GET', url: '/api/auth/google' });
    for (const url of ['/api/auth/google/callback?code=abc', '/api/auth/google/callback?error=access_denied', '/api/auth/google/callback?code=abc&state=x']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader(start) } });
      expect(response.headers.location).toBe('/login?error=google');
      expect(sessionCookieFrom(response)).toBeUndefined();
    }
  });
});

describe('Google sign-in when the provider cannot be reached', () => {
  const ctx = useTestApp({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: 'http://127.0.0.1:9' });

  it('sends the user to the Google error page', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=google');
  });
});

describe('profileForGoogle', () => {
  const ctx = useTestApp();

  it('finds, links or creates the account for the Google identity', async () => {
    const deps = { db: ctx().db, clock: ctx().clock };
    // New person: a verified, Google-only account.
    const email = uniqueEmail('google');
    const created = await profileForGoogle(deps, { sub: 'sub-new', email, email_verified: true, given_name: 'Gal', family_name: 'Shani' });
    expect(created).toMatchObject({ email, firstName: 'Gal', lastName: 'Shani', emailVerified: true });
    expect((await profileForGoogle(deps, { sub: 'sub-new' }))?.id).toBe(created?.id);

    // An e-mail Google has not verified is never used to link or create.
    const other = await signUp(ctx().app);
    expect(await profileForGoogle(deps, { sub: 'sub-unverified', email: other.email, email_verified: false })).toBeUndefined();
    const [otherProfile] = await ctx().db.select().from(profiles).where(eq(profiles.id, other.user.id));
    expect(otherProfile?.emailVerified).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnPath('/booking/1?startDate=2026-01-01')).toBe('/booking/1?startDate=2026-01-01');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'booking', '', undefined, '/a\nb']) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
