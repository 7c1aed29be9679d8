import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { apiErrorSchema } from '../../../domain/api-error';

/** `security` of an operation that needs a signed-in user (the session cookie). */
export const sessionSecurity = [{ session: [] as string[] }];
/** `security` of a public operation: explicitly none, so a reader knows it was not forgotten. */
export const publicSecurity: { session: string[] }[] = [];

const errorDescriptions = {
  400: 'The request is invalid (field errors in `details`)',
  401: 'User not authenticated',
  403: 'Not allowed for this user or origin',
  404: 'Not found (or not visible to this user)',
  409: 'Conflicts with the current state',
  413: 'The body or a file is too large',
  415: 'Unsupported content type or file type',
  429: 'Too many requests: wait and try again',
  502: 'An outside service (e-mail, SMS) failed',
  503: 'Temporarily unavailable',
} as const;

export type ErrorStatus = keyof typeof errorDescriptions;

/** Response schemas for the error answers an operation documents beyond the defaults below. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema.describe(errorDescriptions[status])])) as Record<S, typeof apiErrorSchema>;
}

interface DocumentedSchema {
  hide?: boolean;
  operationId?: string;
  security?: unknown[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

/**
 * Every documented route must name its operation and say whether it needs a session; the error answers
 * every such route can give are added here (400 for any input, 401 with a session, 404 with path
 * parameters), so the OpenAPI document lists them without each route repeating them.
 */
export function registerOpenApiConventions(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as DocumentedSchema | undefined;
    if (!schema || schema.hide) {
      if (!schema && route.url.startsWith('/api/')) throw new Error(`${String(route.method)} ${route.url}: an API route needs a schema`);
      return;
    }
    const where = `${String(route.method)} ${route.url}`;
    if (!schema.operationId) throw new Error(`${where}: a documented route needs an operationId`);
    if (!schema.security) throw new Error(`${where}: declare security (sessionSecurity or publicSecurity)`);
    const response = { ...(schema.response ?? {}) };
    const defaults: ErrorStatus[] = [];
    if (schema.body || schema.querystring || schema.params) defaults.push(400);
    if (schema.security.length > 0) defaults.push(401);
    // Writes from another site are refused by the Origin check.
    if (route.method !== 'GET' && route.method !== 'HEAD') defaults.push(403);
    if (schema.params) defaults.push(404);
    for (const [status, body] of Object.entries(errorResponses(...defaults))) response[status] ??= body;
    if (!Object.keys(response).some((status) => status.startsWith('4'))) {
      response['4XX'] = apiErrorSchema.describe('The request cannot be served');
    }
    schema.response = response;
    addOnSend(route, schema.security.length > 0 ? markPrivate : markPrivateForViewer);
  });
}

/** What a session's answers hold (own profile, reservations, messages) is kept by no cache, errors included. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** A public operation answered for a signed-in viewer (their session, their listing's address) is theirs alone. */
export const VIEWER_CACHE_CONTROL = 'private, no-store';

async function markPrivate(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  return payload;
}

async function markPrivateForViewer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.user && !reply.hasHeader('cache-control')) reply.header('cache-control', VIEWER_CACHE_CONTROL);
  return payload;
}

function addOnSend(route: RouteOptions, hook: onSendHookHandler) {
  route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), hook];
}

export const openApiDocumentInfo = {
  info: {
    title: 'Gearloop API',
    description: 'Gearloop — rent, try, buy. A peer-to-peer gear rental and resale marketplace.',
    version: '0.1.0',
    license: { name: 'Proprietary', url: 'https://gearloop.app/terms-and-conditions' },
  },
};
