import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationTexts } from '@domain/auth';
import {
  type PendingPhoneCodeResponse,
  type PhoneCodeSentResponse,
  type SendPhoneCodeBody,
  type VerifyPhoneCodeBody,
  phoneVerificationTexts,
} from '@domain/phone-verification';
import type { OwnProfile, SessionResponse } from '@domain/profile';
import { api } from '@/lib/api';
import { authKeys } from '@/lib/session/query-keys';

/** Resend the verification e-mail: "Verification email sent" / "Error sending verification email". */
export function useResendVerificationEmail() {
  return useMutation({
    mutationFn: () => api.post<void>('/api/auth/resend-verification', undefined),
    meta: { errorToast: { title: verificationTexts.sendError } },
  });
}

/**
 * The user's own: outside the `auth` keys, so sign-out and account deletion forget it with every private answer (the
 * next person signed in on this tab must never be shown this user's number).
 */
const pendingPhoneCodeKey = ['me', 'pending-phone-code'] as const;

/**
 * The code already sent that can still be entered, so the card opens at the code step after a reload. Always asked
 * again when the card mounts: tries, expiry and the back-off move on the server.
 */
export function usePendingPhoneCode() {
  return useQuery({
    queryKey: pendingPhoneCodeKey,
    queryFn: ({ signal }) => api.get<PendingPhoneCodeResponse>('/api/me/phone/code', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendPhoneCodeBody) => api.post<PhoneCodeSentResponse>('/api/me/phone/code', body),
    onSuccess: (sent) => queryClient.setQueryData<PendingPhoneCodeResponse>(pendingPhoneCodeKey, { pending: sent }),
    meta: { errorToast: { title: phoneVerificationTexts.sendError } },
  });
}

/** A right code answers the own profile with the phone verified; the session's user is replaced by it. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPhoneCodeBody) => api.post<OwnProfile>('/api/me/phone/verify', body),
    onSuccess: (user) => {
      queryClient.setQueryData<PendingPhoneCodeResponse>(pendingPhoneCodeKey, { pending: null });
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) => (previous ? { ...previous, user } : { user, google_enabled: false }));
    },
    // A wrong try may have spent the code (five tries) or found it expired.
    onError: () => queryClient.invalidateQueries({ queryKey: pendingPhoneCodeKey }),
  });
}
