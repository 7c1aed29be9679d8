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

/** The code already sent that can still be entered, so the card opens at the code step after a reload. */
export function usePendingPhoneCode(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.pendingPhoneCode(),
    queryFn: ({ signal }) => api.get<PendingPhoneCodeResponse>('/api/me/phone/code', { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendPhoneCodeBody) => api.post<PhoneCodeSentResponse>('/api/me/phone/code', body),
    onSuccess: (sent) => queryClient.setQueryData<PendingPhoneCodeResponse>(authKeys.pendingPhoneCode(), { pending: sent }),
    meta: { errorToast: { title: phoneVerificationTexts.sendError } },
  });
}

/** A right code answers the own profile with the phone verified; the session's user is replaced by it. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPhoneCodeBody) => api.post<OwnProfile>('/api/me/phone/verify', body),
    onSuccess: (user) => {
      queryClient.setQueryData<PendingPhoneCodeResponse>(authKeys.pendingPhoneCode(), { pending: null });
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (previous) => (previous ? { ...previous, user } : { user, google_enabled: false }));
    },
  });
}
