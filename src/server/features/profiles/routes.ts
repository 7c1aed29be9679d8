import { z } from 'zod';
import { ownProfileSchema, publicProfileSchema, updateProfileBody } from '../../../domain/profile';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, publicSecurity, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { readAvatarUpload, uploadAvatar } from './avatar';
import { getOwnProfile, getPublicProfile, skipOnboarding, updateInterests, updateOwnProfile } from './service';
import { interestsResponse, updateInterestsBody } from '../../../domain/interests';

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

  app.post(
    '/api/me/profile/photo',
    {
      schema: {
        operationId: 'uploadMyProfilePhoto',
        security: sessionSecurity,
        tags: ['profiles'],
        summary: 'Upload the cropped profile photo (multipart field "photo", JPEG/PNG/WebP/GIF/AVIF up to 10 MB); answers the profile',
        consumes: ['multipart/form-data'],
        response: { 200: ownProfileSchema, ...errorResponses(413) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await readAvatarUpload(request);
      return uploadAvatar({ ...deps, log: request.log }, user.id, file);
    },
  );

  app.put(
    '/api/me/interests',
    {
      schema: {
        operationId: 'updateMyInterests',
        security: sessionSecurity,
        tags: ['profiles'],
        summary: 'Save the onboarding interests (any of the 12; they boost matching categories in the feed) and mark onboarding answered',
        body: updateInterestsBody,
        response: { 200: interestsResponse },
      },
    },
    async (request) => updateInterests(deps, requireUser(request).id, request.body.interests),
  );

  app.post(
    '/api/me/onboarding/skip',
    {
      schema: {
        operationId: 'skipOnboarding',
        security: sessionSecurity,
        tags: ['profiles'],
        summary: '"Skip for now": mark onboarding answered without changing the interests',
        response: { 200: interestsResponse },
      },
    },
    async (request) => skipOnboarding(deps, requireUser(request).id),
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
