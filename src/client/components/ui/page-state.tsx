import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A friendly empty or error state: icon, title, one line, and an optional action. */
export function PageState({
  icon: Icon,
  title,
  description,
  action,
  tone = 'neutral',
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center', className)}
    >
      <div className={cn('mb-4 flex size-14 items-center justify-center rounded-full', tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700')}>
        <Icon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-1.5 max-w-sm text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
