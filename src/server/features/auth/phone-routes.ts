import { pendingPhoneCodeResponse, phoneCodeSentResponse, sendPhoneCodeBody, verifyPhoneCodeBody } from '../../../domain/phone-verification';
import { ownProfileSchema } from '../../../domain/profile';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { findProfile, toOwnProfile } from '../profiles';
import { notAuthenticated } from '../../platform/http/app-error';
import { pendingPhoneCode, sendPhoneCode, verifyPhoneCode } from './phone-verification';

/** The phone card of /verification: send a code, then enter it. */
export async function phoneVerificationRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/me/phone/code',
    {
      schema: {
        operationId: 'getPendingPhoneCode',
        security: sessionSecurity,
        tags: ['auth'],
        summary: 'The code sent that can still be entered (its number, expiry and the wait before another), or none',
        response: { 200: pendingPhoneCodeResponse },
      },
    },
    async (request) => pendingPhoneCode(deps, requireUser(request).id),
  );

  app.post(
    '/api/me/phone/code',
    {
      schema: {
        operationId: 'sendPhoneCode',
        security: sessionSecurity,
        tags: ['auth'],
        summary: 'Text a 6-digit code to the phone number (valid 10 minutes; resends back off; 3 per number per 10 minutes)',
        body: sendPhoneCodeBody,
        response: { 201: phoneCodeSentResponse, ...errorResponses(429, 502) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sent = await sendPhoneCode({ ...deps, log: request.log }, user.id, request.body.phone);
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/api/me/phone/verify',
    {
      schema: {
        operationId: 'verifyPhoneCode',
        security: sessionSecurity,
        tags: ['auth'],
        summary: 'Check the code; a right one saves the number as the verified phone (5 tries per code, single use)',
        body: verifyPhoneCodeBody,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await verifyPhoneCode(deps, user.id, request.body.code);
      const profile = await findProfile(deps.db, user.id);
      if (!profile) throw notAuthenticated();
      return toOwnProfile(profile);
    },
  );
}
