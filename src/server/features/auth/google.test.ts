import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials, profiles } from '../../db/schema';
import { signUp, uniqueEmail } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
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

describe('Google sign-in when configured', () => {
  const ctx = useTestApp({ GOOGLE_CLIENT_ID: 'test-client-id', GOOGLE_CLIENT_SECRET: 'test-secret' });

  it('reports google_enabled true', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/session' })).json().google_enabled).toBe(true);
  });

  it('redirects to Google with PKCE and state kept in short-lived httpOnly cookies', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/auth/google?returnTo=/booking/abc' });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('test-client-id');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(['openid', 'email', 'profile']);
    const state = response.cookies.find((c) => c.name === 'gl_oauth_state');
    expect(state?.value).toBe(url.searchParams.get('state'));
    expect(state).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(response.cookies.find((c) => c.name === 'gl_oauth_verifier')?.httpOnly).toBe(true);
    expect(response.cookies.find((c) => c.name === 'gl_oauth_return')?.value).toBe('/booking/abc');
  });

  it('rejects a callback whose state does not match, without signing in', async () => {
    const start = await ctx().app.inject({ method: 'GET', url: '/api/auth/google' });
    const cookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const url of ['/api/auth/google/callback?code=abc&state=forged', '/api/auth/google/callback?code=abc', '/api/auth/google/callback?error=access_denied']) {
      const response = await ctx().app.inject({ method: 'GET', url, headers: { cookie: cookies } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?error=google');
      expect(response.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();
    }
    const noCookies = await ctx().app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=abc' });
    expect(noCookies.headers.location).toBe('/login?error=google');
  });

  it('finds, links or creates the account for the Google identity', async () => {
    const deps = { db: ctx().db, clock: ctx().clock };
    // New person: a verified, Google-only account.
    const email = uniqueEmail('google');
    const created = await profileForGoogle(deps, { sub: 'sub-new', email, email_verified: true, given_name: 'Gal', family_name: 'Shani' });
    expect(created).toMatchObject({ email, firstName: 'Gal', lastName: 'Shani', emailVerified: true });
    expect((await profileForGoogle(deps, { sub: 'sub-new' }))?.id).toBe(created?.id);

    // Existing password account with the same verified e-mail: linked, not duplicated.
    const existing = await signUp(ctx().app);
    const linked = await profileForGoogle(deps, { sub: 'sub-linked', email: existing.email.toUpperCase(), email_verified: true });
    expect(linked?.id).toBe(existing.user.id);
    const [credential] = await ctx().db.select().from(credentials).where(eq(credentials.userId, existing.user.id));
    expect(credential).toMatchObject({ googleSub: 'sub-linked' });
    expect(credential?.passwordHash).toMatch(/^\$argon2id\$/);

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
