import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody } from '../../../../domain/auth';
import type { OwnProfile, SessionResponse } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';
import { authTexts } from '@domain/auth';

export function signIn(body: SignInBody): Promise<{ user: OwnProfile }> {
  return api.post('/api/auth/signin', body);
}

/** Signs in and puts the user into the session cache, so every screen sees it at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: { errorToast: { title: authTexts.loginFailed } },
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) => ({
        google_enabled: previous?.google_enabled ?? false,
        user,
      }));
    },
  });
}
