import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from './ui/button';
import { PageState } from './ui/page-state';
import { rememberRedirectAfterLogin } from '@/lib/session/redirect-after-login';

export const SIGN_IN_REQUIRED = 'Sign in required';

/** Shown when the session ends while a private page is open (signed out here or in another tab). */
export function SignInRequired({ description = 'Sign in to see your reservations.' }: { description?: string }) {
  const location = useLocation();
  return (
    <PageState
      icon={LogIn}
      title={SIGN_IN_REQUIRED}
      description={description}
      action={
        <Button asChild>
          <Link to="/login" onClick={() => rememberRedirectAfterLogin(`${location.pathname}${location.search}`)}>
            Sign In
          </Link>
        </Button>
      }
    />
  );
}
