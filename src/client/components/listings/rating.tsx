import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** "★ 4.5 (12)": the average to one decimal with the review count. */
export function RatingSummary({ average, count, className }: { average: number; count: number; className?: string }) {
  if (count === 0) {
    return <span className={cn('text-xs text-slate-500', className)}>No reviews</span>;
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm', className)}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="font-semibold text-slate-900">{average.toFixed(1)}</span>
      <span className="text-slate-500">
        ({count}
        <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>)
      </span>
    </span>
  );
}

/** 1–5 stars, read as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          className={cn('size-4', value <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200')}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
