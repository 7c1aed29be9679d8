import * as oidc from 'openid-client';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { textInput, withoutControlCharacters } from '../../../domain/text';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { startSession } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { findAccountByEmail, findAccountByGoogleSub, findReferrerId, linkGoogleAccount } from './queries';
import { referralCodePattern } from '../../../domain/referrals';
import { createAccount } from './service';
import { sessionSettings } from './session-settings';

const STATE_COOKIE = 'gl_oauth_state';
const VERIFIER_COOKIE = 'gl_oauth_verifier';
const NONCE_COOKIE = 'gl_oauth_nonce';
const RETURN_COOKIE = 'gl_oauth_return';
const REF_COOKIE = 'gl_oauth_ref';
const COOKIE_PATH = '/api/auth/google';
const FAILED = '/login?error=google';

/** A same-site path only ("/booking/1"), never "//evil.example" or "/\evil.example". */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return [...value].some((char) => char < ' ' || char === '\\') ? undefined : value;
}

/** Claims come from Google, not from a form: control characters are dropped rather than refused. */
const claimText = z.string().transform(withoutControlCharacters);

export const googleClaims = z.object({
  sub: claimText.pipe(z.string().min(1)),
  email: claimText.optional(),
  email_verified: z.boolean().optional(),
  given_name: claimText.optional(),
  family_name: claimText.optional(),
  picture: claimText.optional(),
});
export type GoogleClaims = z.infer<typeof googleClaims>;

/**
 * The Google account's profile: the one already linked to it, else the profile with the same
 * (Google-verified) e-mail, which gets linked, else a new account.
 */
export async function profileForGoogle(deps: { db: Db; clock: Clock }, claims: GoogleClaims, referralCode?: string) {
  const linked = await findAccountByGoogleSub(deps.db, claims.sub);
  if (linked) return linked;
  const email = claims.email?.trim().toLowerCase();
  if (!email || claims.email_verified !== true) return undefined;
  const existing = await findAccountByEmail(deps.db, email);
  if (existing) {
    await linkGoogleAccount(deps.db, existing.profile.id, claims.sub, deps.clock.now());
    return { ...existing.profile, emailVerified: true };
  }
  return createAccount(deps.db, {
    email,
    firstName: claims.given_name?.trim().slice(0, 80) || null,
    lastName: claims.family_name?.trim().slice(0, 80) || null,
    emailVerified: true,
    // From an invite link: a new account is recorded as referred (an unknown code is ignored here; the
    // invite page's code was checked when the link was made).
    referredBy: referralCode ? await findReferrerId(deps.db, referralCode) : undefined,
    passwordHash: null,
    googleSub: claims.sub,
    profilePhotoUrl: claims.picture?.startsWith('https://') ? claims.picture : null,
    now: deps.clock.now(),
  });
}

/**
 * The OpenID provider's configuration (discovery document and keys), fetched on first use and kept; a
 * failed fetch is retried on the next sign-in, so the app starts without reaching Google.
 */
function lazyDiscovery(settings: { clientId: string; clientSecret: string; issuerUrl: string }) {
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= oidc
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http only for a local test provider; Google itself is https.
        settings.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
      )
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}

/**
 * Google sign-in with OpenID Connect (openid-client): authorization code flow with PKCE S256, state and
 * nonce, the ID token checked against the provider's keys. Registered only when GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET are set.
 */
export async function googleRoutes(app: ZodApp, deps: AppDeps) {
  const settings = deps.config.google;
  if (!settings) return;
  const provider = lazyDiscovery(settings);
  const redirectUri = `${deps.config.publicUrl}/api/auth/google/callback`;
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: 10 * 60,
  };
  const clearFlowCookies = (reply: FastifyReply) => {
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE, NONCE_COOKIE, RETURN_COOKIE, REF_COOKIE]) reply.clearCookie(name, { path: COOKIE_PATH });
  };

  app.get(
    '/api/auth/google',
    {
      schema: {
        operationId: 'startGoogleSignIn',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to Google)',
        querystring: z.object({ returnTo: textInput('returnTo').optional(), ref: textInput('ref').max(40).optional() }),
      },
    },
    async (request, reply) => {
      let config: oidc.Configuration;
      try {
        config = await provider();
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in unavailable: the provider could not be reached');
        return reply.redirect(FAILED, 302);
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply
        .setCookie(STATE_COOKIE, state, cookieOptions)
        .setCookie(VERIFIER_COOKIE, verifier, cookieOptions)
        .setCookie(NONCE_COOKIE, nonce, cookieOptions);
      const returnTo = safeReturnPath(request.query.returnTo);
      if (returnTo) reply.setCookie(RETURN_COOKIE, returnTo, cookieOptions);
      else reply.clearCookie(RETURN_COOKIE, { path: COOKIE_PATH });
      const ref = request.query.ref?.trim().toUpperCase();
      if (ref && referralCodePattern.test(ref)) reply.setCookie(REF_COOKIE, ref, cookieOptions);
      else reply.clearCookie(REF_COOKIE, { path: COOKIE_PATH });
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      schema: {
        operationId: 'finishGoogleSignIn',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'Google redirects back here; signs in or creates the account, then redirects into the app',
        querystring: z.object({ code: textInput('code').optional(), state: textInput('state').optional(), error: textInput('error').optional() }),
      },
    },
    async (request, reply) => {
      const { code, state } = request.query;
      const expectedState = request.cookies[STATE_COOKIE];
      const verifier = request.cookies[VERIFIER_COOKIE];
      const nonce = request.cookies[NONCE_COOKIE];
      const returnTo = safeReturnPath(request.cookies[RETURN_COOKIE]) ?? '/';
      const referralCode = request.cookies[REF_COOKIE];
      clearFlowCookies(reply);
      if (!code || !state || !expectedState || !verifier || !nonce || state !== expectedState) {
        request.log.warn('google sign-in rejected: missing code or state mismatch');
        return reply.redirect(FAILED, 302);
      }
      try {
        const config = await provider();
        // The callback URL as the provider called it (PUBLIC_URL's origin, this path and query).
        const callbackUrl = new URL(request.url, deps.config.publicUrl);
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: verifier,
          expectedState,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = googleClaims.parse(tokens.claims());
        const profile = await profileForGoogle(deps, claims, referralCode);
        if (!profile) {
          request.log.warn('google sign-in rejected: e-mail not verified by Google');
          return reply.redirect(FAILED, 302);
        }
        await startSession(sessionSettings(deps), request, reply, profile.id);
        return reply.redirect(returnTo, 302);
      } catch (error) {
        request.log.warn({ err: error }, 'google sign-in failed');
        return reply.redirect(FAILED, 302);
      }
    },
  );
}
