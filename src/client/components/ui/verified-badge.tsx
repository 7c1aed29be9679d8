import { BadgeCheck, CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

/** "Verified" (green, with a check) or "Not verified" (grey): e-mail and phone on the verification and profile pages. */
export function VerifiedBadge({ verified, label, className }: { verified: boolean; label?: string; className?: string }) {
  const Icon = verified ? BadgeCheck : CircleAlert;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        verified ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label ?? (verified ? 'Verified' : 'Not verified')}
    </span>
  );
}
