import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { interestTexts } from '@domain/interests';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/session/auth-provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSaveInterests } from '../api/update-interests';
import { InterestsPicker } from '../components/interests-picker';
import { afterOnboarding } from '../lib/onboarding';

/** /onboarding: shown once after sign-up, when the profile is complete. The choice is saved on the server. */
export function OnboardingPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<string[]>(() => (auth.user ? [...auth.user.interests] : []));
  const save = useSaveInterests();
  useDocumentTitle(interestTexts.onboardingTitle);
  const next = afterOnboarding(searchParams.get('next'));
  const done = () => void navigate(next, { replace: true });

  return (
    <div className="mx-auto max-w-2xl">
      <Card className="p-5 sm:p-8">
        <h1 id="onboarding-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {interestTexts.onboardingTitle}
        </h1>
        <p className="mt-1.5 text-sm text-slate-600">{interestTexts.onboardingDescription}</p>
        <div className="mt-6">
          <InterestsPicker selected={selected} onChange={setSelected} labelledBy="onboarding-title" />
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate({ skip: true }, { onSuccess: done })}>
            {interestTexts.skip}
          </Button>
          <Button pending={save.isPending} onClick={() => save.mutate({ interests: selected }, { onSuccess: done })}>
            {interestTexts.continue(selected.length)}
          </Button>
        </div>
      </Card>
    </div>
  );
}
