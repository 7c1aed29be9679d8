import { Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { textInput, withoutControlCharacters } from '../../../domain/text';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { startSession } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import { publicSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { findAccountByEmail, findAccountByGoogleSub, linkGoogleAccount } from './queries';
import { createAccount } from './service';
import { sessionSettings } from './session-settings';

const STATE_COOKIE = 'gl_oauth_state';
const VERIFIER_COOKIE = 'gl_oauth_verifier';
const RETURN_COOKIE = 'gl_oauth_return';
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
export async function profileForGoogle(deps: { db: Db; clock: Clock }, claims: GoogleClaims) {
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
    referredBy: undefined,
    passwordHash: null,
    googleSub: claims.sub,
    profilePhotoUrl: claims.picture?.startsWith('https://') ? claims.picture : null,
    now: deps.clock.now(),
  });
}

/** Google sign-in (registered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set). */
export async function googleRoutes(app: ZodApp, deps: AppDeps) {
  const settings = deps.config.google;
  if (!settings) return;
  const google = new Google(settings.clientId, settings.clientSecret, `${deps.config.publicUrl}/api/auth/google/callback`);
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
    maxAge: 10 * 60,
  };
  const clearFlowCookies = (reply: FastifyReply) => {
    for (const name of [STATE_COOKIE, VERIFIER_COOKIE, RETURN_COOKIE]) reply.clearCookie(name, { path: COOKIE_PATH });
  };

  app.get(
    '/api/auth/google',
    {
      schema: {
        operationId: 'startGoogleSignIn',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'Start Google sign-in (redirects to Google)',
        querystring: z.object({ returnTo: textInput('returnTo').optional() }),
      },
    },
    async (request, reply) => {
      const state = generateState();
      const verifier = generateCodeVerifier();
      const url = google.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']);
      reply.setCookie(STATE_COOKIE, state, cookieOptions).setCookie(VERIFIER_COOKIE, verifier, cookieOptions);
      const returnTo = safeReturnPath(request.query.returnTo);
      if (returnTo) reply.setCookie(RETURN_COOKIE, returnTo, cookieOptions);
      else reply.clearCookie(RETURN_COOKIE, { path: COOKIE_PATH });
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
      const returnTo = safeReturnPath(request.cookies[RETURN_COOKIE]) ?? '/';
      clearFlowCookies(reply);
      if (!code || !state || !expectedState || !verifier || state !== expectedState) {
        request.log.warn('google sign-in rejected: missing code or state mismatch');
        return reply.redirect(FAILED, 302);
      }
      try {
        const tokens = await google.validateAuthorizationCode(code, verifier);
        const claims = googleClaims.parse(decodeIdToken(tokens.idToken()));
        const profile = await profileForGoogle(deps, claims);
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
