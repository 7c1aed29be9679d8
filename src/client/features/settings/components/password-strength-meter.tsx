import { useEffect, useState } from 'react';
import { passwordStrengthTexts } from '@domain/account';
import { cn } from '@/lib/cn';
import { loadPasswordChecker, type PasswordStrength } from '../lib/password-strength';

const colors = ['bg-red-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];

/** Four bars and a word for the new password's strength; "too common" when the server would refuse it. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!password) return;
    void loadPasswordChecker().then((check) => !cancelled && setStrength(check(password)));
    return () => {
      cancelled = true;
    };
  }, [password]);

  if (!password || !strength) return null;
  const label = strength.common ? passwordStrengthTexts.tooCommon : passwordStrengthTexts.labels[strength.score];
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((bar) => (
          <span key={bar} className={cn('h-1.5 flex-1 rounded-full', bar <= Math.max(1, strength.score) ? colors[strength.score] : 'bg-slate-200')} />
        ))}
      </div>
      <p className={cn('text-xs', strength.common || strength.score < 2 ? 'text-red-700' : 'text-slate-600')} aria-live="polite">
        Strength: {label}
      </p>
    </div>
  );
}
