import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@domain/profile';
import { api } from '@/lib/api';
import { authKeys, SESSION_PATH } from '@/lib/session/query-keys';

export function getSession(): Promise<SessionResponse> {
  return api.get<SessionResponse>(SESSION_PATH);
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    // No abort signal on purpose: route loaders await this query, and an observer unmounting (StrictMode)
    // must not cancel it under them.
    queryFn: () => getSession(),
  });

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
