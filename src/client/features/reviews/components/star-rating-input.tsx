import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_RATING, reviewTexts } from '../../../../domain/reviews';
import { cn } from '@/lib/cn';

const values = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

/**
 * 1–5 stars as a native radio group: Tab reaches it, the arrow keys choose, Space selects; a screen reader reads
 * "Rate the listing, 4 stars". 0 means "not rated" (optional ratings offer Clear).
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  required = false,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
  error?: string | undefined;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {label}
        {required ? <span className="text-red-600" aria-hidden="true"> *</span> : null}
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
          {values.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              onMouseEnter={() => setHovered(star)}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="sr-only"
                aria-label={reviewTexts.starLabel(star)}
              />
              <Star
                className={cn('size-8 transition-colors', star <= shown ? 'fill-amber-400 text-amber-400' : 'fill-slate-100 text-slate-300')}
                aria-hidden="true"
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-slate-600" aria-live="polite">
          {value > 0 ? reviewTexts.starLabel(value) : reviewTexts.noRating}
        </span>
        {!required && value > 0 ? (
          <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => onChange(0)}>
            {reviewTexts.clear}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
