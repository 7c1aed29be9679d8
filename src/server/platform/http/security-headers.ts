import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers (CSP, nosniff, frame and referrer policies…) on every response. The middleware
 * is built once: @fastify/helmet builds it anew for every request, which cost 12 µs a request here
 * (docs/decisions/0005-hot-path-caching.md) — nearly a tenth of a whole /api/health request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
