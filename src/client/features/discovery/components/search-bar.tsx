import { Search, SlidersHorizontal } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The explore page's sticky bar: shows the current what-text (or the prompt) and opens the search dialog. */
export function SearchBar({ what, onOpen, className }: { what: string; onOpen: () => void; className?: string }) {
  const text = what.trim();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={text ? `Search: ${text}` : 'What are you looking for?'}
      className={cn(
        'flex h-12 w-full items-center gap-3 rounded-full border border-slate-300 bg-white ps-4 pe-1.5 text-start shadow-sm transition hover:border-slate-400 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        className,
      )}
    >
      <Search className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className={cn('min-w-0 flex-1 truncate text-sm sm:text-base', text ? 'font-medium text-slate-900' : 'text-slate-500')}>
        {text || 'What are you looking for?'}
      </span>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white" aria-hidden="true">
        <SlidersHorizontal className="size-4" />
      </span>
    </button>
  );
}
