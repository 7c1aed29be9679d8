import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@domain/auth';
import { accountDeletionTexts, type DeleteAccountBody } from '@domain/account';
import { passwordTexts } from '@domain/auth';
import { api, isApiError } from '@/lib/api';
import { forgetSession } from '../../auth';

/** Changes the password; the server signs out every other session and e-mails the user. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<void>('/api/auth/password', body),
    meta: { errorToast: { title: passwordTexts.error } },
  });
}

/** Deletes the account, then forgets the session here too ("Account deleted"). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete<void>('/api/me/account', body),
    // A refusal says why (wrong password, open rentals); anything else gets the spec's fallback.
    meta: {
      errorToast: (error) => ({
        title: accountDeletionTexts.error,
        description: isApiError(error) && error.isClientError ? error.message : accountDeletionTexts.errorFallback,
      }),
    },
    onSuccess: () => forgetSession(queryClient),
  });
}
