import { z } from 'zod';
import { deleteAccountBody, settingsResponse, updateSettingsBody } from '../../../domain/account';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { clearSessionCookie } from '../../platform/auth/sessions';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { changeSettings, deleteAccount, getSettings } from './service';

const noContent = z.null().describe('No content');

export async function accountRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/me/settings',
    {
      schema: {
        operationId: 'getMySettings',
        security: sessionSecurity,
        tags: ['account'],
        summary: 'The notification switches (WhatsApp, e-mail, marketing) and what the settings page needs',
        response: { 200: settingsResponse },
      },
    },
    async (request) => getSettings(deps.db, requireUser(request).id),
  );

  app.patch(
    '/api/me/settings',
    {
      schema: {
        operationId: 'updateMySettings',
        security: sessionSecurity,
        tags: ['account'],
        summary: 'Change any of the notification switches (unknown fields and non-booleans are refused)',
        body: updateSettingsBody,
        response: { 200: settingsResponse },
      },
    },
    async (request) => changeSettings(deps, requireUser(request).id, request.body),
  );

  app.delete(
    '/api/me/account',
    {
      schema: {
        operationId: 'deleteMyAccount',
        security: sessionSecurity,
        tags: ['account'],
        summary:
          'Delete the account (password, or a recent Google sign-in); refused while an agreed rental is open; pending requests are cancelled',
        body: deleteAccountBody,
        response: { 204: noContent, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount({ ...deps, log: request.log }, user, request.body ?? {});
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
}
