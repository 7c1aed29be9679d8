import { type Query, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';

export function signOut(): Promise<void> {
  return api.post('/api/auth/signout');
}

/**
 * Signs out without a request answered 401 on the way:
 * 1. the app shows the visitor at once (the session in the cache says so), so every private query stops;
 * 2. it leaves (`leave` settles once the next page is on screen: `navigate(to, { flushSync: true })`);
 * 3. only then is the session ended on the server — anything the page left behind still asked for until then was
 *    asked with a valid session;
 * 4. and every cached private answer is forgotten.
 * If the server could not end the session, the app reads the session again (it shows the user signed in) and says so.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries();
      showVisitor(queryClient);
      await leave();
      await signOut();
    },
    meta: { errorToast: { title: 'Sign out failed' } },
    onSuccess: () => forgetSession(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });
}

/** After sign-out or account deletion: forget every cached private answer; the visitor is signed out. */
export function forgetSession(queryClient: QueryClient) {
  const notSession = (query: Query) => query.queryKey[0] !== authKeys.all[0];
  // What the page on screen shows (asked for as the visitor, or about to be) is reset, not removed: a removed query
  // leaves its component waiting on an answer that never comes. Reset drops the data and asks again, as the visitor.
  queryClient.removeQueries({ predicate: (query) => notSession(query) && !query.isActive() });
  void queryClient.resetQueries({ predicate: (query) => notSession(query) && query.isActive() });
  showVisitor(queryClient);
}

function showVisitor(queryClient: QueryClient) {
  const googleEnabled = queryClient.getQueryData<SessionResponse>(authKeys.session())?.google_enabled ?? false;
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null, google_enabled: googleEnabled });
}
