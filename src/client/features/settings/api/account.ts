import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@domain/auth';
import { accountDeletionTexts, type DeleteAccountBody } from '@domain/account';
import { passwordTexts } from '@domain/auth';
import { api, isApiError } from '@/lib/api';
import { leaveAsVisitor } from '../../auth';

/** Changes the password; the server signs out every other session and e-mails the user. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<void>('/api/auth/password', body),
    meta: { errorToast: { title: passwordTexts.error } },
  });
}

/** Deletes the account, then shows the visitor, leaves for `leave`'s page and forgets every private answer. */
export function useDeleteAccount(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      await api.delete<void>('/api/me/account', body);
      // The account is gone whatever happens next: a failure to leave must not say "Error deleting account".
      await leaveAsVisitor(queryClient, leave).catch(() => window.location.assign('/'));
    },
    // A refusal says why (wrong password, open rentals); anything else gets the spec's fallback.
    meta: {
      errorToast: (error) => ({
        title: accountDeletionTexts.error,
        description: isApiError(error) && error.isClientError ? error.message : accountDeletionTexts.errorFallback,
      }),
    },
  });
}
