import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InterestsResponse, interestTexts } from '@domain/interests';
import type { SessionResponse } from '@domain/profile';
import { api } from '@/lib/api';
import { authKeys } from '@/lib/session/query-keys';

/** The feed's query keys start with this (features/discovery/query-keys.ts); its order depends on the interests. */
const DISCOVERY_KEY = ['discovery'] as const;

type InterestsChange = { interests: string[] } | { skip: true };

/**
 * Saves the interests (PUT /api/me/interests) or skips onboarding; either way onboarding is answered. The
 * session's user takes the answer, and the feed is read again.
 */
export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: InterestsChange) =>
      'skip' in change
        ? api.post<InterestsResponse>('/api/me/onboarding/skip')
        : api.put<InterestsResponse>('/api/me/interests', { interests: change.interests }),
    meta: { errorToast: { title: interestTexts.saveFailed } },
    onSuccess: (saved) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) =>
        previous?.user ? { ...previous, user: { ...previous.user, interests: saved.interests, onboarded: saved.onboarded } } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: DISCOVERY_KEY });
    },
  });
}
