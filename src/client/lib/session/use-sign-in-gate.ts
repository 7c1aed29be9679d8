import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/session/auth-provider';
import { rememberRedirectAfterLogin } from '@/lib/session/redirect-after-login';

/**
 * For actions that need a session (favourite, message, book, buy): true when signed in; otherwise the
 * current page is remembered, the visitor is sent to sign in, and false is returned.
 */
export function useSignInGate(): (returnTo?: string) => boolean {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnTo?: string) => {
      if (auth.status === 'signed-in') return true;
      rememberRedirectAfterLogin(returnTo ?? `${location.pathname}${location.search}${location.hash}`);
      void navigate('/login');
      return false;
    },
    [auth.status, location.hash, location.pathname, location.search, navigate],
  );
}
