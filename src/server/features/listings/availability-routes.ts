import { availabilityUpdateInput } from '../../../domain/listing-availability';
import { listingCalendarSchema } from '../../../domain/listing-schemas';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { publicSecurity, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { getCalendar, updateAvailability } from './availability-service';
import { listingDeps, listingIdParams } from './routes';

const tags = ['listings'];

export async function listingAvailabilityRoutes(app: ZodApp, deps: AppDeps) {
  const depsFor = listingDeps(deps);

  app.get(
    '/api/listings/:id/calendar',
    {
      schema: {
        operationId: 'getListingCalendar',
        security: publicSecurity,
        tags,
        summary: 'Available days; reserved days for the owner; the viewer’s own blocking reservations',
        params: listingIdParams,
        response: { 200: listingCalendarSchema },
      },
    },
    async (request) => getCalendar(depsFor(request), request.params.id, request.user?.id ?? null),
  );

  app.put(
    '/api/listings/:id/availability',
    {
      schema: {
        operationId: 'updateListingAvailability',
        security: sessionSecurity,
        tags,
        summary: 'Set days available or unavailable (owner); reserved and past days are never changed',
        params: listingIdParams,
        body: availabilityUpdateInput,
        response: { 200: listingCalendarSchema },
      },
    },
    async (request) => updateAvailability(depsFor(request), requireUser(request).id, request.params.id, request.body),
  );
}
