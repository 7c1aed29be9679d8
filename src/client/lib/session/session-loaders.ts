import { redirect } from 'react-router';
import { appQueryClient } from '@/lib/app-query-client';
import { sessionQueryOptions } from '@/lib/session/get-session';
import { requireSession } from '@/lib/session/require-session';

/** What route-loaders.ts runs, loaded on first use. */
export async function requireSignedIn(request: Request): Promise<void> {
  await requireSession(appQueryClient, request);
}

export async function authScreen(): Promise<Response | null> {
  try {
    const session = await appQueryClient.ensureQueryData(sessionQueryOptions());
    return session.user ? redirect('/') : null;
  } catch {
    return null; // the session could not be read: show the sign-in screen anyway
  }
}

export async function ownProfile(request: Request): Promise<Response> {
  const user = await requireSession(appQueryClient, request);
  return redirect(`/profile/${user.id}`);
}
