import {
  calendarQuery,
  calendarResponse,
  createPurchaseBody,
  createPurchaseResponse,
  createReservationBody,
  createReservationResponse,
  listingIdParams,
  listReservationsQuery,
  listReservationsResponse,
  purchaseQuoteResponse,
  reservationActionBody,
  reservationDetailResponse,
  reservationIdParams,
} from '../../../domain/reservations';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../platform/auth/session-plugin';
import { errorResponses, sessionSecurity } from '../../platform/http/openapi';
import type { ZodApp } from '../../platform/http/types';
import { applyReservationAction } from './action-service';
import { createBooking } from './booking-service';
import { createPurchase, purchaseQuote } from './purchase-service';
import { calendarEntries, getReservationDetail, listReservations } from './read-service';

/** Bookings, purchases, status actions and the reads behind My reservations, Reservation detail and the calendar. */
export async function reservationRoutes(app: ZodApp, deps: AppDeps) {
  app.post(
    '/api/reservations',
    {
      schema: {
        operationId: 'createReservation',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: 'Request to book: the server prices it, checks it and holds the days (201 pending reservation)',
        body: createReservationBody,
        response: { 201: createReservationResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await createBooking(deps, user.id, request.body));
    },
  );

  app.post(
    '/api/purchases',
    {
      schema: {
        operationId: 'createPurchase',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: 'Request to buy: the purchase reservation and purchase request (201)',
        body: createPurchaseBody,
        response: { 201: createPurchaseResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await createPurchase(deps, user.id, request.body));
    },
  );

  app.get(
    '/api/listings/:id/purchase-quote',
    {
      schema: {
        operationId: 'getPurchaseQuote',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: 'Sale price, rental credit and purchase price for the signed-in user',
        params: listingIdParams,
        response: { 200: purchaseQuoteResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return purchaseQuote(deps, user.id, request.params.id);
    },
  );

  app.get(
    '/api/reservations',
    {
      schema: {
        operationId: 'listReservations',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: "The user's reservations as owner and/or renter, newest first",
        querystring: listReservationsQuery,
        response: { 200: listReservationsResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { reservations: await listReservations(deps, user.id, request.query.role) };
    },
  );

  app.get(
    '/api/reservations/:id',
    {
      schema: {
        operationId: 'getReservation',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: 'One reservation, for its renter or owner only',
        params: reservationIdParams,
        response: { 200: reservationDetailResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { reservation: await getReservationDetail(deps, user.id, request.params.id) };
    },
  );

  app.post(
    '/api/reservations/:id/actions',
    {
      schema: {
        operationId: 'applyReservationAction',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: 'accept | decline | cancel_by_owner | cancel_by_renter | complete (the state machine decides)',
        params: reservationIdParams,
        body: reservationActionBody,
        response: { 200: reservationDetailResponse, ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await applyReservationAction(deps, user.id, request.params.id, request.body.action);
      return { reservation: await getReservationDetail(deps, user.id, request.params.id) };
    },
  );

  app.get(
    '/api/me/calendar',
    {
      schema: {
        operationId: 'getMyCalendar',
        security: sessionSecurity,
        tags: ['reservations'],
        summary: "The user's reservations (hosting and renting) overlapping [from, to]",
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { from, to } = request.query;
      return { from, to, entries: await calendarEntries(deps, user.id, from, to) };
    },
  );
}
