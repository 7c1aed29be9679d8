import { Gift, UserPlus, Users } from 'lucide-react';
import { earnedReward, referralTexts, REFERRAL_REWARD_SHEKELS } from '@domain/referrals';
import { formatDateRange, formatPrice } from '@domain/format';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInvite } from '../api/get-invite';
import { CopyField } from '../components/copy-field';

const day = (iso: string) => formatDateRange(iso.slice(0, 10), iso.slice(0, 10));

/** /invite: the own referral link and code with copy buttons, the friends who joined, and the reward earned. */
export function InvitePage() {
  const auth = useAuth();
  const invite = useInvite(auth.user?.id ?? '');
  useDocumentTitle(referralTexts.title);
  const reward = formatPrice(REFERRAL_REWARD_SHEKELS);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{referralTexts.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{referralTexts.description(reward)}</p>
      </header>
      {!invite.isSuccess ? (
        <QueryState
          query={invite}
          skeleton={<Skeleton className="h-64 w-full rounded-2xl" />}
          errorTitle={referralTexts.loadError}
          notFound={{ icon: UserPlus, title: referralTexts.loadError, description: referralTexts.signInToInvite }}
          signIn={{ signedIn: auth.status !== 'signed-out', description: referralTexts.signInToInvite }}
        />
      ) : (
        <>
          <Card className="space-y-5 p-5 sm:p-6">
            <CopyField label={referralTexts.linkLabel} value={invite.data.link} buttonLabel={referralTexts.copyLink} copiedText={referralTexts.linkCopied} />
            <CopyField label={referralTexts.codeLabel} value={invite.data.code} buttonLabel={referralTexts.copyCode} copiedText={referralTexts.codeCopied} mono />
          </Card>

          <Card className="flex items-start gap-3 p-5 sm:p-6" aria-labelledby="earned-title">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <Gift className="size-5" aria-hidden="true" />
            </div>
            <div>
              <h2 id="earned-title" className="text-sm font-medium text-slate-600">
                {referralTexts.earnedTitle}
              </h2>
              <p className="text-2xl font-bold text-slate-900" data-testid="referral-earned">
                {formatPrice(earnedReward(invite.data.rewarded_friends))}
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{referralTexts.earnedDetail(invite.data.rewarded_friends, reward)}</p>
            </div>
          </Card>

          <Card className="p-5 sm:p-6" aria-labelledby="friends-title">
            <h2 id="friends-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <Users className="size-4 text-slate-500" aria-hidden="true" />
              {referralTexts.friendsTitle}
            </h2>
            {invite.data.friends.length === 0 ? (
              <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
                <UserPlus className="size-4" aria-hidden="true" />
                {referralTexts.friendsEmpty}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {invite.data.friends.map((friend, index) => (
                  <li key={`${friend.joined_at}-${index}`} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-semibold text-slate-900">
                        {[friend.first_name, friend.last_initial ? `${friend.last_initial}.` : null].filter(Boolean).join(' ') || 'Gearloop member'}
                      </p>
                      <p className="text-xs text-slate-500">{referralTexts.joined(day(friend.joined_at))}</p>
                    </div>
                    <span
                      className={
                        friend.first_rental_completed
                          ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700'
                          : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600'
                      }
                    >
                      {friend.first_rental_completed ? referralTexts.stateRented : referralTexts.stateJoined}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
