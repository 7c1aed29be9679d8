import { ArrowLeft, CalendarDays, CalendarX, Info, PackageX, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { bookingRangeTexts } from '../../../../domain/booking-range';
import { rentalPrice } from '../../../../domain/pricing';
import { MAX_BOOKING_MESSAGE_LENGTH, reservationTexts } from '../../../../domain/reservations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { PageState } from '../../../components/ui/page-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { useListing, useListingCalendar } from '@/lib/listings/listing-queries';
import { ListingSummary } from '../components/listing-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { SignInRequired } from '@/components/sign-in-required';
import { checkBookingDates, parseBookingDates } from '../lib/booking-dates';
import { formatLongDate } from '@domain/format';
import { marketToday } from '@/lib/market';
import { dayCount } from '../lib/price-lines';
import { QueryState } from '@/components/query-state';
import { BackToListing, BookingNotice, BookingSkeleton } from '../components/booking-parts';
import { useBookingRequest } from '../hooks/use-booking-request';

/** /booking/:id?startDate&endDate — Request to Book. */
export function BookingPage() {
  useDocumentTitle('Request to Book');
  const { id: listingId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const dates = parseBookingDates(searchParams.get('startDate'), searchParams.get('endDate'), marketToday());
  const signedIn = useAuth().status === 'signed-in';
  const listing = useListing(listingId, signedIn);
  const calendar = useListingCalendar(listingId, signedIn && dates.ok && listing.isSuccess && !listing.data.is_owner);
  const request = useBookingRequest(listingId);
  const { form, duplicate, limitReached } = request;

  const price = useMemo(() => (listing.data && dates.ok ? rentalPrice(listing.data, dates.days) : null), [listing.data, dates]);

  if (!signedIn) return <SignInRequired description="Sign in to request a booking." />;
  if (!dates.ok) {
    return (
      <PageState
        icon={CalendarX}
        title={dates.title}
        description={dates.description}
        action={<BackToListing listingId={listingId} label="Choose dates on the listing" />}
      />
    );
  }
  if (!listing.isSuccess) {
    return (
      <QueryState
        query={listing}
        signIn={{ signedIn, description: 'Sign in to request a booking.' }}
        skeleton={<BookingSkeleton />}
        errorTitle="Couldn't load this listing"
        notFound={{
          icon: SearchX,
          title: reservationTexts.listingNotFound,
          description: "This listing doesn't exist or was removed by its owner.",
          back: { to: '/explore', label: 'Back to Explore' },
        }}
      />
    );
  }

  const item = listing.data;
  if (item.is_owner) {
    return <PageState icon={Info} title="This is your listing" description={reservationTexts.ownListingBooking} action={<BackToListing listingId={listingId} />} />;
  }
  if (item.status !== 'active') {
    return (
      <PageState
        icon={PackageX}
        title={reservationTexts.listingUnavailable}
        description="The owner has paused or archived this listing, so it can't be booked right now."
        action={
          <Button asChild variant="outline">
            <Link to="/explore">Find something similar</Link>
          </Button>
        }
      />
    );
  }

  const { start, end, days } = dates;
  const range = checkBookingDates(dates, item, calendar.data?.blocked_ranges ?? [], marketToday());
  const problem = range.ok ? null : range.problem;
  const ownConflict = duplicate !== null || problem === 'own_conflict';
  const tooShort = !ownConflict && problem === 'below_minimum';
  const unavailable = !ownConflict && problem === 'unavailable';
  const blocked = ownConflict || problem !== null || limitReached !== null;

  const onSubmit = request.submit(start, end);

  return (
    <div className="space-y-6">
      <div>
        <Link to={`/listing/${listingId}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to listing
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Request to Book</h1>
        <p className="mt-1 text-sm text-slate-600">The owner approves or declines your request. Nothing is charged here: you arrange payment together.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-4">
          <ListingSummary listing={item} />

          <Card className="p-4 sm:p-5">
            <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <CalendarDays className="size-5 text-brand-700" aria-hidden="true" />
              Your dates
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Pick-up</dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{formatLongDate(start)}</dd>
              </div>
              <div className="rounded-xl bg-slate-50 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Return</dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{formatLongDate(end)}</dd>
              </div>
            </dl>
            <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
              <span>
                {dayCount(days)} · minimum {dayCount(item.minimum_rental_days)}
              </span>
              <Link to={`/listing/${listingId}`} className="font-semibold text-brand-700 hover:underline">
                Change dates
              </Link>
            </p>
          </Card>

          <BookingNotice
            limitReached={limitReached}
            ownConflict={
              ownConflict ? (duplicate ?? { reservationId: null, title: bookingRangeTexts.calendarConflictTitle, message: bookingRangeTexts.ownConflict }) : null
            }
            tooShort={tooShort}
            unavailable={unavailable}
            minimumDays={item.minimum_rental_days}
          />

          <Card className="p-4 sm:p-5">
            <FormField
              label="Message to the owner (optional)"
              hint="Say hello, when you'd like to pick it up, or ask a question."
              error={form.formState.errors.message?.message}
            >
              <Textarea rows={4} maxLength={MAX_BOOKING_MESSAGE_LENGTH} placeholder={`Hi ${item.owner.first_name ?? 'there'}, I'd love to rent this…`} {...form.register('message')} />
            </FormField>
          </Card>
        </div>

        <Card className="p-4 sm:p-5 lg:sticky lg:top-24">
          <h2 className="text-base font-semibold text-slate-900">Price details</h2>
          {price ? <PriceBreakdown className="mt-4" breakdown={{ ...price, price_per_day: item.price_per_day }} /> : null}
          {price && price.discount_kind === 'none' && item.weekly_discount > 0 && days < 7 ? (
            <p className="mt-3 text-xs text-slate-500">Book 7 days or more to save {item.weekly_discount}%.</p>
          ) : null}
          <Button type="submit" size="lg" className="mt-5 w-full whitespace-normal text-center" disabled={blocked} pending={request.pending}>
            {ownConflict ? reservationTexts.duplicateBookingButton : request.pending ? 'Sending request…' : 'Request to Book'}
          </Button>
          <p className="mt-3 text-center text-xs text-slate-500">{reservationTexts.noPaymentNote}</p>
        </Card>
      </form>
    </div>
  );
}
