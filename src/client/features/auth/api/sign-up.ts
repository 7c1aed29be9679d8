import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpBody } from '../../../../domain/auth';
import type { OwnProfile, SessionResponse } from '../../../../domain/profile';
import { api } from '../../../lib/api';
import { authKeys } from '@/lib/session/query-keys';
import { authTexts } from '@domain/auth';

export function signUp(body: SignUpBody): Promise<{ user: OwnProfile }> {
  return api.post('/api/auth/signup', body);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: { errorToast: { title: authTexts.signupFailed } },
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) => ({
        google_enabled: previous?.google_enabled ?? false,
        user,
      }));
    },
  });
}
