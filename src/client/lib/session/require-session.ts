import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { OwnProfile } from '@domain/profile';
import { sessionQueryOptions } from '@/lib/session/get-session';
import { rememberRedirectAfterLogin } from '@/lib/session/redirect-after-login';

/**
 * For route loaders of protected pages: the signed-in user, or a redirect to /login after the
 * intended path has been remembered for redirect-after-login.
 */
export async function requireSession(queryClient: QueryClient, request: Request): Promise<OwnProfile> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions());
  if (session.user) return session.user;
  const url = new URL(request.url);
  rememberRedirectAfterLogin(`${url.pathname}${url.search}${url.hash}`);
  throw redirect('/login');
}
