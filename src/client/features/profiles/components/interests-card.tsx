import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { interestTexts, interests as allInterests } from '@domain/interests';
import type { OwnProfile } from '@domain/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSaveInterests } from '../api/update-interests';
import { InterestsPicker } from './interests-picker';

/** The own profile page's interests: shown as chips, edited with the onboarding picker. */
export function InterestsCard({ user }: { user: OwnProfile }) {
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const save = useSaveInterests();
  const chosen = allInterests.filter((name) => user.interests.includes(name));

  return (
    <Card className="min-w-0 p-6" aria-labelledby="interests-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="interests-title" className="text-base font-semibold text-slate-900">
            {interestTexts.editorTitle}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{interestTexts.editorDescription}</p>
        </div>
        {editing ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setSelected([...user.interests]);
              setEditing(true);
            }}
          >
            <Sparkles aria-hidden="true" />
            {interestTexts.edit}
          </Button>
        )}
      </div>
      {editing ? (
        <div className="mt-4 space-y-4">
          <InterestsPicker selected={selected} onChange={setSelected} labelledBy="interests-title" />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" disabled={save.isPending} onClick={() => setEditing(false)}>
              {interestTexts.cancel}
            </Button>
            <Button
              pending={save.isPending}
              onClick={() =>
                save.mutate(
                  { interests: selected },
                  {
                    onSuccess: () => {
                      toast.success(interestTexts.saved);
                      setEditing(false);
                    },
                  },
                )
              }
            >
              {interestTexts.save}
            </Button>
          </div>
        </div>
      ) : chosen.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={interestTexts.editorTitle}>
          {chosen.map((name) => (
            <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{interestTexts.editorEmpty}</p>
      )}
    </Card>
  );
}
