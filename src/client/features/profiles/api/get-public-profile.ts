import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { profileKeys } from '../query-keys';

export function getPublicProfile(userId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });
}

export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.public(userId),
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
