import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { verificationTexts } from '@domain/auth';
import { SignInRequired } from '@/components/sign-in-required';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-provider';
import { authKeys } from '@/lib/session/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmailVerificationCard } from '../components/email-verification-card';
import { PhoneVerificationCard } from '../components/phone-verification-card';
import { EmailVerificationPage } from './email-verification-page';

/**
 * /verification: the e-mail card (verified or not, resend) and the phone card (send a code, enter it).
 * The e-mail link lands here with ?email=verified|invalid; a visitor (link opened elsewhere) sees the outcome only.
 */
export function VerificationPage() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = searchParams.get('email');
  const linkOutcome = outcome === 'verified' || outcome === 'invalid' ? outcome : null;
  useDocumentTitle(verificationTexts.pageTitle);

  // The link just verified the e-mail: read the session again so the card says so.
  useEffect(() => {
    if (linkOutcome === 'verified') void queryClient.invalidateQueries({ queryKey: authKeys.session() });
  }, [linkOutcome, queryClient]);

  if (auth.status === 'loading') return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (auth.status === 'signed-out') return linkOutcome ? <EmailVerificationPage /> : <SignInRequired description={verificationTexts.signInToVerify} />;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{verificationTexts.pageTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{verificationTexts.pageDescription}</p>
      </header>
      <EmailVerificationCard user={auth.user} linkOutcome={linkOutcome} />
      <PhoneVerificationCard key={auth.user.phone ?? ''} user={auth.user} />
    </div>
  );
}
