import { z } from 'zod';
import { ownProfileSchema, publicProfileSchema, updateProfileBody } from '../../../domain/profile';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { publicSecurity, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { getOwnProfile, getPublicProfile, updateOwnProfile } from './service';

const profileIdParams = z.strictObject({ id: z.uuid('Invalid user id') });

export async function profileRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/me/profile',
    {
      schema: {
        operationId: 'getMyProfile',
        security: sessionSecurity,
        tags: ['profiles'],
        summary: 'The signed-in user’s own profile',
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => getOwnProfile(deps, requireUser(request).id),
  );

  app.put(
    '/api/me/profile',
    {
      schema: {
        operationId: 'updateMyProfile',
        security: sessionSecurity,
        tags: ['profiles'],
        summary: 'Edit or complete the own profile (location is geocoded to a city)',
        body: updateProfileBody,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => updateOwnProfile({ ...deps, log: request.log }, requireUser(request).id, request.body),
  );

  app.get(
    '/api/profiles/:id',
    {
      schema: {
        operationId: 'getPublicProfile',
        security: publicSecurity,
        tags: ['profiles'],
        summary: 'Public profile of a user (no e-mail, phone or exact location)',
        params: profileIdParams,
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => getPublicProfile({ db: deps.db, marketTimeZone: deps.config.marketTimeZone }, request.params.id),
  );
}
