import { reservationIdParams } from '../../../domain/reservations';
import { reviewStatusResponse, submitReviewBody } from '../../../domain/reviews';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { getReviewStatus, submitReview } from './service';

/** The review page's reads and writes (spec transactions §2 Review page, §5 Reviews, §7 Reviews). */
export async function reviewRoutes(app: ZodApp, deps: AppDeps) {
  app.get(
    '/api/reservations/:id/review',
    {
      schema: {
        operationId: 'getReviewStatus',
        security: sessionSecurity,
        tags: ['reviews'],
        summary: 'The signed-in party’s review status for a reservation: open, submitted (with their review), ended or not completed',
        params: reservationIdParams,
        response: { 200: reviewStatusResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { review: await getReviewStatus(deps, user.id, request.params.id) };
    },
  );

  app.post(
    '/api/reservations/:id/review',
    {
      schema: {
        operationId: 'submitReview',
        security: sessionSecurity,
        tags: ['reviews'],
        summary:
          'Review a completed reservation once (renter: listing and/or owner rating; owner: renter rating). Hidden from everyone but its author until the other party reviews or the 14-day window closes (201)',
        params: reservationIdParams,
        body: submitReviewBody,
        response: { 201: reviewStatusResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send({ review: await submitReview(deps, user.id, request.params.id, request.body) });
    },
  );
}
