import { z } from 'zod';
import { inviteResponse } from '../../../domain/referrals';
import { textInput } from '../../../domain/text';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { applyReferralCode, getInvite } from './service';

const applyReferralBody = z.strictObject({ code: textInput('Referral code').trim().min(1, 'Referral code is required').max(40) });

export async function referralRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/me/invite',
    {
      schema: {
        operationId: 'getMyInvite',
        security: sessionSecurity,
        tags: ['referrals'],
        summary: 'The own referral code and link, the friends who signed up with it, and the reward earned (₪20 per friend whose first rental is completed)',
        response: { 200: inviteResponse },
      },
    },
    async (request) => getInvite({ db: deps.db, publicUrl: deps.config.publicUrl }, requireUser(request).id),
  );

  app.post(
    '/api/me/referral',
    {
      schema: {
        operationId: 'applyReferralCode',
        security: sessionSecurity,
        tags: ['referrals'],
        summary: 'Record who invited the signed-in user (once; not the own code)',
        body: applyReferralBody,
        response: { 204: z.null().describe('No content'), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await applyReferralCode(deps, requireUser(request).id, request.body.code);
      return reply.status(204).send(null);
    },
  );
}
