import { z } from 'zod';
import { changePasswordBody, signInBody, signUpBody } from '../../../domain/auth';
import { authUserResponse, sessionResponse } from '../../../domain/profile';
import { textInput } from '../../../domain/text';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { clearSessionCookie, endRequestSession, revokeOtherSessions, startSession } from '../../platform/auth/sessions';
import { errorResponses, publicSecurity, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { findProfile, toOwnProfile } from '../profiles';
import { googleRoutes } from './google';
import { phoneVerificationRoutes } from './phone-routes';
import { changePassword, signIn, signUp } from './service';
import { sessionSettings } from './session-settings';
import { resendVerificationEmail, verifyEmailToken } from './verification';

export const noContent = z.null().describe('No content');

export async function authRoutes(app: ZodApp, deps: AppDeps) {
  const sessions = sessionSettings(deps);
  const authDeps = (log: typeof app.log) => ({ ...deps, publicUrl: deps.config.publicUrl, log });

  app.post(
    '/api/auth/signup',
    {
      schema: {
        operationId: 'signUp',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'Create an account with e-mail and password, sign in, and send a verification e-mail',
        body: signUpBody,
        response: { 201: authUserResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const profile = await signUp(authDeps(request.log), request.body, request.ip);
      await startSession(sessions, request, reply, profile.id);
      return reply.status(201).send({ user: toOwnProfile(profile) });
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        operationId: 'signIn',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (starts a new session)',
        body: signInBody,
        response: { 200: authUserResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const profile = await signIn(deps, request.body, request.ip);
      await startSession(sessions, request, reply, profile.id);
      return { user: toOwnProfile(profile) };
    },
  );

  app.post(
    '/api/auth/signout',
    { schema: { operationId: 'signOut', security: publicSecurity, tags: ['auth'], summary: 'Sign out (ends the session)', response: { 204: noContent } } },
    async (request, reply) => {
      await endRequestSession(deps.db, request);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      schema: {
        operationId: 'getSession',
        security: publicSecurity,
        tags: ['auth'],
        summary: 'The signed-in user (or null) and whether Google sign-in is available',
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const profile = request.user ? await findProfile(deps.db, request.user.id) : undefined;
      return { user: profile ? toOwnProfile(profile) : null, google_enabled: deps.config.google !== undefined };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        // The link in the verification e-mail, opened by a browser: a redirect, not an API call.
        hide: true,
        tags: ['auth'],
        summary: 'Target of the verification link; redirects to /verification?email=verified|invalid',
        querystring: z.object({ token: textInput('token').optional() }),
      },
    },
    async (request, reply) => {
      const outcome = await verifyEmailToken(deps, request.query.token);
      return reply.redirect(`/verification?email=${outcome}`, 303);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        operationId: 'resendVerificationEmail',
        security: sessionSecurity,
        tags: ['auth'],
        summary: 'Send a new verification e-mail (at most one a minute)',
        response: { 204: noContent, ...errorResponses(429, 502) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const profile = await findProfile(deps.db, user.id);
      if (profile?.email) await resendVerificationEmail(authDeps(request.log), { ...profile, email: profile.email });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        operationId: 'changePassword',
        security: sessionSecurity,
        tags: ['auth'],
        summary: 'Change (or first set) the password; one of the 10,000 most common is refused; other sessions are signed out and an e-mail tells the user',
        body: changePasswordBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword(authDeps(request.log), user.id, request.body);
      await revokeOtherSessions(deps.db, user.id, user.sessionId);
      return reply.status(204).send(null);
    },
  );

  await phoneVerificationRoutes(app, deps);
  await googleRoutes(app, deps);
}
