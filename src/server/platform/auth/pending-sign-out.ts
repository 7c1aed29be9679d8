import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_OUT_PENDING_COOKIE } from '../../../domain/sign-out';
import type { Db } from '../../db/client';
import { clearSessionCookie, endRequestSession } from './sessions';
import { SESSION_COOKIE } from './session-tokens';

const SESSION_READ = '/api/auth/session';

/**
 * A request that starts a page while a sign-out is pending: a document (as the browser says: Sec-Fetch-Dest) or the app's read of the session. The
 * page a sign-out leaves behind asks for neither (it shows the visitor already), so its own requests keep the session
 * until the app ends it, and none is answered 401 on the way.
 */
export function startsPageWithSignOutPending(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.cookies[SIGN_OUT_PENDING_COOKIE] === undefined) return false;
  // The matched route, not the URL: any spelling the router takes for the session's path (a trailing slash, escapes).
  return request.headers['sec-fetch-dest'] === 'document' || request.routeOptions.url === SESSION_READ;
}

/**
 * A sign-out is pending in this browser (SIGN_OUT_PENDING_COOKIE): its session ends now, and the rest of the request —
 * the page it starts, as the server draws it — is a visitor's.
 */
export async function endPendingSignOut(db: Db, request: FastifyRequest, reply: FastifyReply) {
  await endRequestSession(db, request);
  clearSessionCookie(reply);
  reply.header('Cache-Control', 'no-store');
  // The rest of this request (the first paint reads the cookies) is a visitor's.
  delete request.cookies[SESSION_COOKIE];
}
