import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';

export function signOut(): Promise<void> {
  return api.post('/api/auth/signout');
}

/**
 * Ends the session, leaves for `to`, then forgets every cached private answer (counts, notifications, profile).
 * In that order: forgetting first would let the page still on screen (a lazily loaded next page keeps it there)
 * fetch its private data again without a session, and get 401s.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await queryClient.cancelQueries();
      await signOut();
    },
    meta: { errorToast: { title: 'Sign out failed' } },
    onSuccess: async () => {
      await leave();
      forgetSession(queryClient);
    },
  });
}

/** After sign-out or account deletion: forget every cached private answer; the visitor is signed out. */
export function forgetSession(queryClient: QueryClient) {
  const googleEnabled = queryClient.getQueryData<SessionResponse>(authKeys.session())?.google_enabled ?? false;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null, google_enabled: googleEnabled });
}
