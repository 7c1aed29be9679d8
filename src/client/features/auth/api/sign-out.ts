import { type Query, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';
import { clearSignOutPending, markSignOutPending } from './sign-out-pending';

/** keepalive: the request outlives the page that sent it (the tab closed, an address typed right after the click). */
export function signOut(): Promise<void> {
  return api.post('/api/auth/signout', undefined, { keepalive: true });
}

/**
 * Signs out without a request answered 401 on the way:
 * 1. the app shows the visitor at once (the session in the cache says so), so every private query stops;
 * 2. it leaves (`leave` settles once the next page is on screen: `navigate(to, { flushSync: true })`);
 * 3. only then is the session ended on the server — anything the page left behind still asked for until then was
 *    asked with a valid session;
 * 4. and every cached private answer is forgotten.
 * A page started before step 3 (an address typed while the next page's code loads, another tab) is a visitor's all the
 * same: the sign-out is marked pending in a cookie at once, and the server ends the session before it answers such a
 * page (sign-out-pending.ts). Should the document go first (the tab closed), the session is ended as it goes. The app
 * already showed a visitor, and a session left alive on a shared computer would greet the next person signed in.
 * If the server could not end the session, the mark is taken back, the app reads the session again (it shows the user
 * signed in) and says so.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let ended: Promise<void> | undefined;
      const endSession = () => (ended ??= signOut());
      markSignOutPending();
      window.addEventListener('pagehide', endSession, { once: true });
      try {
        await queryClient.cancelQueries();
        showVisitor(queryClient);
        await leave();
        await endSession();
      } catch (error) {
        clearSignOutPending();
        throw error;
      } finally {
        window.removeEventListener('pagehide', endSession);
      }
    },
    meta: { errorToast: { title: 'Sign out failed' } },
    onSuccess: () => forgetSessionOnNextPage(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });
}

/**
 * After account deletion (the server has ended the session already): steps 1, 2 and 4 of sign-out. Forgetting the
 * answers before leaving made the page still on screen ask again for its own (GET /api/me/settings), answered 401.
 */
export async function leaveAsVisitor(queryClient: QueryClient, leave: () => Promise<void> | void) {
  await queryClient.cancelQueries();
  showVisitor(queryClient);
  await leave();
  forgetSessionOnNextPage(queryClient);
}

/**
 * After sign-out, once the next page is on screen: what that page shows (asked for as the visitor, or about to be) is
 * reset, not removed — a removed query leaves its component waiting on an answer that never comes; reset drops the
 * data and asks again, as the visitor. Everything else is forgotten.
 */
function forgetSessionOnNextPage(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => isNotSession(query) && !query.isActive() });
  void queryClient.resetQueries({ predicate: (query) => isNotSession(query) && query.isActive() });
  showVisitor(queryClient);
}

const isNotSession = (query: Query) => query.queryKey[0] !== authKeys.all[0];

function showVisitor(queryClient: QueryClient) {
  const googleEnabled = queryClient.getQueryData<SessionResponse>(authKeys.session())?.google_enabled ?? false;
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user: null, google_enabled: googleEnabled });
}
