import { useQueryClient } from '@tanstack/react-query';
import { MailCheck, MailWarning } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { verificationTexts } from '@domain/auth';
import { Button } from '@/components/ui/button';
import { PageState } from '@/components/ui/page-state';
import { authKeys } from '@/lib/session/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /verification?email=verified|invalid for a visitor (the link opened where nobody is signed in): says whether the
 * address is verified. Signed-in users see the full VerificationPage with the e-mail and phone cards.
 */
export function EmailVerificationPage() {
  const [searchParams] = useSearchParams();
  const verified = searchParams.get('email') === 'verified';
  const queryClient = useQueryClient();
  useDocumentTitle(verified ? verificationTexts.verifiedTitle : verificationTexts.invalidTitle);

  // A signed-in user's session now says email_verified: read it again.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: authKeys.session() });
  }, [verified, queryClient]);

  return (
    <PageState
      icon={verified ? MailCheck : MailWarning}
      tone={verified ? 'neutral' : 'error'}
      title={verified ? verificationTexts.verifiedTitle : verificationTexts.invalidTitle}
      description={verified ? verificationTexts.verifiedDescription : verificationTexts.invalidDescription}
      action={
        <Button asChild>
          <Link to="/explore">Go to Explore</Link>
        </Button>
      }
    />
  );
}
