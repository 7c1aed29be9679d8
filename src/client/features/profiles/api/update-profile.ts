import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, SessionResponse, UpdateProfileBody } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';
import { profileKeys } from '../query-keys';
import { profileTexts } from '@domain/profile';

export function updateProfile(body: UpdateProfileBody): Promise<OwnProfile> {
  return api.put<OwnProfile>('/api/me/profile', body);
}

/** Saves the own profile; the session's user and the public profile are refreshed from the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorToast: { title: profileTexts.updateFailed, description: null } },
    onSuccess: (user) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) =>
        previous ? { ...previous, user } : { user, google_enabled: false },
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(user.id) });
    },
  });
}
