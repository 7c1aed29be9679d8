import { useQuery } from '@tanstack/react-query';
import type { InviteResponse } from '@domain/referrals';
import { api } from '@/lib/api';

export const referralKeys = {
  invite: (userId: string) => ['referrals', 'invite', userId] as const,
};

/** The own code, link, invited friends and reward; read fresh on every visit (friends sign up meanwhile). */
export function useInvite(userId: string) {
  return useQuery({
    queryKey: referralKeys.invite(userId),
    queryFn: ({ signal }) => api.get<InviteResponse>('/api/me/invite', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
