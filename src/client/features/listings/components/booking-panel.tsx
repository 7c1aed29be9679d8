import { CalendarCheck, MessageCircle, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ListingCalendar, ListingDetail } from '../../../../domain/listing-schemas';
import { rentalPrice } from '../../../../domain/pricing';
import { Button } from '../../../components/ui/button';
import { LazyCalendar } from '../../../components/ui/lazy-calendar';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { marketToday } from '@/lib/market';
import { dateToIso, formatIsoDate, isoToDate } from '../lib/calendar-days';
import { formatPrice } from '@domain/format';
import { bookingRangeTexts, checkBookingRange } from '../../../../domain/booking-range';
import { isSelectableDay, nextRange, type DateRangeSelection } from '../lib/rental-range';
import { useSignInGate } from '@/lib/session/use-sign-in-gate';
import { PriceFacts } from './price-facts';
import { MobileBookingBar } from './mobile-booking-bar';
import { useStartConversation } from '../../messages';

type Props = { listing: ListingDetail; calendar: ListingCalendar | undefined; calendarLoading: boolean };

/** The one toast about the chosen range: a new complaint replaces the last. */
const RANGE_PROBLEM_TOAST = 'listing-range-problem';

/** Non-owner: price panel, date range on the availability calendar, Request to Book / Buy, Message. */
export function BookingPanel({ listing, calendar, calendarLoading }: Props) {
  const navigate = useNavigate();
  const requireSignIn = useSignInGate();
  const startConversation = useStartConversation();
  const today = marketToday();
  const [range, setRange] = useState<DateRangeSelection | undefined>();
  const available = useMemo(() => new Set(calendar?.available_dates ?? listing.available_dates), [calendar, listing.available_dates]);
  const blocked = useMemo(() => calendar?.blocked_ranges ?? [], [calendar]);
  const minimum = listing.minimum_rental_days;
  const forSale = listing.for_sale && listing.sale_price !== null;

  const checkRange = (start: string, end: string) =>
    checkBookingRange({ start, end, today, minimumDays: minimum, available, ownReservations: blocked });
  const check = range?.end ? checkRange(range.start, range.end) : null;
  // A range shorter than the minimum stays selected (priced, with the minimum shown); any other problem clears it.
  const belowMinimum = check?.ok === false && check.problem === 'below_minimum';
  const days = check && (check.ok || belowMinimum) ? check.days : 0;
  const price = days > 0 ? rentalPrice(listing, days) : null;
  const canBook = check?.ok === true;

  // A range's complaint is about that range: the next pick, or leaving the page, takes it away (it followed the renter
  // onto the booking page of other, valid dates).
  useEffect(() => () => void toast.dismiss(RANGE_PROBLEM_TOAST), []);
  const onDay = (date: Date) => {
    toast.dismiss(RANGE_PROBLEM_TOAST);
    const next = nextRange(range, dateToIso(date));
    if (next.end) {
      const result = checkRange(next.start, next.end);
      if (!result.ok && result.problem !== 'below_minimum') {
        const id = RANGE_PROBLEM_TOAST;
        if (result.problem === 'own_conflict') toast.error(bookingRangeTexts.calendarConflictTitle, { id, description: bookingRangeTexts.calendarConflict });
        else toast.error(bookingRangeTexts.invalidDateRange, { id, description: bookingRangeTexts.unavailableDates });
        setRange(undefined);
        return;
      }
    }
    setRange(next);
  };

  const bookingPath = range?.end ? `/booking/${listing.listing_id}?startDate=${range.start}&endDate=${range.end}` : null;
  const book = () => {
    if (!bookingPath || !requireSignIn(bookingPath)) return;
    void navigate(bookingPath);
  };
  const availabilitySection = useRef<HTMLElement>(null);
  const chooseDates = () => {
    const section = availabilitySection.current;
    if (!section) return;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('[data-day] button:not([disabled])')?.focus({ preventScroll: true });
  };
  const lastAvailable = calendar?.available_dates.at(-1) ?? listing.available_dates.at(-1);

  return (
    <Card className="space-y-5 p-5">
      <PriceFacts listing={listing} />

      <section ref={availabilitySection} aria-labelledby="availability-heading" className="scroll-mt-20 space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="availability-heading" className="text-base font-semibold text-slate-900">
            Availability
          </h2>
          {range ? (
            <button type="button" className="text-xs font-semibold text-brand-700 hover:underline" onClick={() => setRange(undefined)}>
              Clear dates
            </button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">
          {range && !range.end ? 'Now pick your last day.' : 'Pick your first and last day. Only available days can be chosen.'}
        </p>
        {calendarLoading ? (
          <Skeleton className="h-72 w-full" />
        ) : available.size === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">No dates are available right now. Check back later or message the owner.</p>
        ) : (
          <div className="flex justify-center">
            <LazyCalendar
              mode="range"
              selected={range ? { from: isoToDate(range.start), to: range.end ? isoToDate(range.end) : undefined } : undefined}
              onSelect={(_selected, triggerDate) => onDay(triggerDate)}
              disabled={(date) => !isSelectableDay(dateToIso(date), available, blocked, today)}
              startMonth={isoToDate(today)}
              endMonth={lastAvailable ? isoToDate(lastAvailable) : undefined}
              defaultMonth={isoToDate(calendar?.available_dates[0] ?? today)}
              aria-label="Choose rental dates"
            />
          </div>
        )}
      </section>

      {range?.end && days > 0 ? (
        <div className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm" aria-live="polite">
          <p className="font-medium text-slate-900">
            {formatIsoDate(range.start)} – {formatIsoDate(range.end)} · {days} {days === 1 ? 'day' : 'days'}
          </p>
          {price ? (
            <dl className="space-y-1 text-slate-700">
              <div className="flex justify-between">
                <dt>
                  {formatPrice(listing.price_per_day)} × {days} {days === 1 ? 'day' : 'days'}
                </dt>
                <dd>{formatPrice(price.base_price)}</dd>
              </div>
              {price.discount_kind !== 'none' ? (
                <div className="flex justify-between text-emerald-700">
                  <dt>
                    {price.discount_kind === 'monthly' ? 'Monthly' : 'Weekly'} discount ({price.discount_percent}%)
                  </dt>
                  <dd>−{formatPrice(price.discount_amount)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between border-t border-slate-200 pt-1.5 font-semibold text-slate-900">
                <dt>Total</dt>
                <dd>{formatPrice(price.total_price)}</dd>
              </div>
            </dl>
          ) : null}
          {belowMinimum ? (
            <p role="alert" className="font-medium text-red-700">
              {bookingRangeTexts.calendarMinimum(minimum)}
            </p>
          ) : null}
        </div>
      ) : minimum > 1 ? (
        <p className="text-xs text-slate-500">{bookingRangeTexts.calendarMinimum(minimum)}</p>
      ) : null}

      <div className="grid gap-2">
        <Button
          size="lg"
          disabled={!canBook}
          onClick={book}
        >
          <CalendarCheck aria-hidden="true" />
          Request to Book
        </Button>
        {forSale ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              const path = `/purchase/${listing.listing_id}`;
              if (requireSignIn(path)) void navigate(path);
            }}
          >
            <ShoppingBag aria-hidden="true" />
            Request to Buy
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="outline"
          pending={startConversation.isPending}
          onClick={() => {
            // Visitors sign in first and come back to /messages?listing=…, which starts the conversation then.
            if (!requireSignIn(`/messages?listing=${listing.listing_id}`)) return;
            startConversation.mutate(listing.listing_id, {
              onSuccess: ({ conversation }) => void navigate(`/messages/${conversation.id}`),
            });
          }}
        >
          <MessageCircle aria-hidden="true" />
          Message
        </Button>
        {!canBook && !belowMinimum ? <p className="text-center text-xs text-slate-500">Select your dates to request a booking.</p> : null}
      </div>
      <MobileBookingBar
        pricePerDay={listing.price_per_day}
        selection={canBook && price ? { total: price.total_price, days } : null}
        onChooseDates={chooseDates}
        onBook={book}
      />
    </Card>
  );
}
