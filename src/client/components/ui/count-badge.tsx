import { formatBadgeCount } from '../../lib/format';
import { cn } from '../../lib/cn';

/** A red unread badge: the number, 9+ above 9, nothing for zero. */
export function CountBadge({ count, className, label }: { count: number | null | undefined; className?: string; label?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-bold leading-none text-white ring-2 ring-white',
        className,
      )}
    >
      {text}
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}
