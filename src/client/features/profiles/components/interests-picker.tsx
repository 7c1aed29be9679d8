import { Check } from 'lucide-react';
import { interests } from '@domain/interests';
import { cn } from '@/lib/cn';

/** The 12 interest categories as toggle chips (onboarding and the profile page's editor). */
export function InterestsPicker({ selected, onChange, labelledBy }: { selected: readonly string[]; onChange: (next: string[]) => void; labelledBy: string }) {
  const toggle = (name: string) => onChange(selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name]);
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {interests.map((name) => {
        const on = selected.includes(name);
        return (
          <button
            key={name}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(name)}
            className={cn(
              'flex min-h-11 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-start text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
              on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
            )}
          >
            <span>{name}</span>
            {on ? <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" /> : null}
          </button>
        );
      })}
    </div>
  );
}
