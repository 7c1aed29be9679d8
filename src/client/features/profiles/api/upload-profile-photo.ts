import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OwnProfile, profileTexts, type SessionResponse } from '@domain/profile';
import { authKeys } from '@/lib/session/query-keys';
import { sendForm } from '@/lib/send-form';
import { profileKeys } from '../query-keys';

export function uploadProfilePhoto(jpeg: Blob): Promise<OwnProfile> {
  const form = new FormData();
  form.append('photo', jpeg, 'profile-photo.jpg');
  return sendForm<OwnProfile>('POST', '/api/me/profile/photo', form);
}

/** Uploads the cropped photo; the session's user (top bar) and the public profile show it at once. */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    meta: { errorToast: { title: 'Error', description: profileTexts.photoFailed } },
    onSuccess: (user) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) => (previous ? { ...previous, user } : { user, google_enabled: false }));
      void queryClient.invalidateQueries({ queryKey: profileKeys.public(user.id) });
    },
  });
}
