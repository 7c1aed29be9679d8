import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { errorCodes } from '../../../domain/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (cookies are SameSite=Lax too): a state-changing API request that carries an
 * Origin header must come from this site. Browsers always send Origin on cross-site writes; clients
 * that send none (curl, server-to-server) have no ambient cookie to abuse unless they set it themselves.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin === undefined) {
      if (fetchSite === 'cross-site') throw forbiddenOrigin();
      return;
    }
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && !allowed.has(origin)) throw forbiddenOrigin();
  });
}

const forbiddenOrigin = () =>
  new AppError(errorCodes.forbiddenOrigin, 403, 'This request came from another site and was refused.');
