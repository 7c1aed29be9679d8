import { Mail, MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { verificationTexts } from '@domain/auth';
import type { OwnProfile } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { useResendVerificationEmail } from '../api/verification';

/** The e-mail card of /verification: verified or not, and a resend button while it is not. */
export function EmailVerificationCard({ user, linkOutcome }: { user: OwnProfile; linkOutcome: 'verified' | 'invalid' | null }) {
  const resend = useResendVerificationEmail();
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="email-card-title">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Mail className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="email-card-title" className="text-base font-semibold text-slate-900">
              {verificationTexts.emailCardTitle}
            </h2>
            <VerifiedBadge verified={user.email_verified} />
          </div>
          <p className="mt-1 truncate text-sm text-slate-700">{user.email}</p>
          <p className="mt-1 text-sm text-slate-600">
            {user.email_verified ? verificationTexts.verifiedDescription : verificationTexts.notVerifiedDescription}
          </p>
          {linkOutcome === 'invalid' && !user.email_verified ? (
            <div role="alert" className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-700">
              <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <span className="font-semibold">{verificationTexts.invalidTitle}.</span> {verificationTexts.invalidDescription}
              </p>
            </div>
          ) : null}
          {user.email_verified ? null : (
            <Button
              className="mt-4"
              variant="outline"
              pending={resend.isPending}
              onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success(verificationTexts.sent) })}
            >
              {verificationTexts.resend}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
