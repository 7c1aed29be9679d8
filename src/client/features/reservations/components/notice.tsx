import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const tones = {
  info: 'border-sky-200 bg-sky-50 text-sky-900 [&_svg]:text-sky-600',
  warning: 'border-amber-200 bg-amber-50 text-amber-900 [&_svg]:text-amber-600',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900 [&_svg]:text-emerald-600',
  error: 'border-red-200 bg-red-50 text-red-900 [&_svg]:text-red-600',
};

/** An inline message inside a page (not a toast): icon, title, text and an optional action. */
export function Notice({
  icon: Icon,
  title,
  children,
  tone = 'info',
  action,
  className,
  role,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  tone?: keyof typeof tones;
  action?: ReactNode;
  className?: string;
  role?: 'status' | 'alert';
}) {
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', tones[tone], className)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-0.5 opacity-90">{children}</div> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
