import { cn } from '../../lib/cn';

/** The Gearloop mark (same as the favicon) and the word mark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path d="M16 7a9 9 0 1 0 9 9h-4a5 5 0 1 1-5-5V7z" fill="#fff" />
      <circle cx="22" cy="10" r="3" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ className, showTagline = false }: { className?: string; showTagline?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-slate-900">Gearloop</span>
        {/* The space keeps "Gearloop rent, try, buy" two words for assistive technology (the spans stack). */}
        {showTagline ? (
          <>
            {' '}
            <span className="mt-0.5 text-[11px] font-medium text-slate-500">rent, try, buy</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
