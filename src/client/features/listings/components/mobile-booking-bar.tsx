import { formatPrice } from '@domain/format';
import { Button } from '../../../components/ui/button';

export const mobileBookingBarTexts = {
  chooseDates: 'Choose dates',
  bookDates: 'Book these dates',
  perDay: '/ day',
  days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
} as const;

type Props = {
  pricePerDay: number;
  /** The chosen range's total when it can be booked. */
  selection: { total: number; days: number } | null;
  onChooseDates: () => void;
  onBook: () => void;
};

/**
 * Below 1024 px the price and booking panel sits under the description: this bar keeps the price and the main
 * action at hand, above the bottom navigation (below 768 px) and beside the side navigation (768–1023 px).
 */
export function MobileBookingBar({ pricePerDay, selection, onChooseDates, onBook }: Props) {
  return (
    <div
      data-testid="mobile-booking-bar"
      data-bottom-bar=""
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur md:start-64 md:bottom-0 md:pb-[calc(0.75rem+env(safe-area-inset-bottom))] lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="min-w-0 text-slate-900">
          {selection ? (
            <>
              <span className="text-lg font-bold tabular-nums">{formatPrice(selection.total)}</span>
              <span className="text-sm text-slate-600"> · {mobileBookingBarTexts.days(selection.days)}</span>
            </>
          ) : (
            <>
              <span className="text-lg font-bold tabular-nums">{formatPrice(pricePerDay)}</span>
              <span className="text-sm text-slate-600"> {mobileBookingBarTexts.perDay}</span>
            </>
          )}
        </p>
        <Button size="lg" className="shrink-0" onClick={selection ? onBook : onChooseDates}>
          {selection ? mobileBookingBarTexts.bookDates : mobileBookingBarTexts.chooseDates}
        </Button>
      </div>
    </div>
  );
}
