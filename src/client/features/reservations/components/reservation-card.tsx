import { CalendarDays, CheckCircle2, Clock, ShoppingBag, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ReservationListItem } from '../../../../domain/reservations';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateRange, formatPrice } from '@domain/format';
import { rentalLength } from '../lib/format-dates';
import { ListingThumb } from './listing-thumb';
import { ReservationActionButtons } from './reservation-action-buttons';
import { StatusBadge } from './status-badge';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { pendingReservationStatus } from '../../../../domain/reservation-status';
import { reviewTexts } from '../../../../domain/reviews';

/** One reservation in My reservations: the whole card opens the detail; owners answer pending requests in place. */
export function ReservationCard({ reservation }: { reservation: ReservationListItem }) {
  const otherRole = reservation.role === 'owner' ? (reservation.is_purchase ? 'Buyer' : 'Renter') : reservation.is_purchase ? 'Seller' : 'Owner';
  const showAnswer = reservation.role === 'owner' && reservation.status === pendingReservationStatus;
  return (
    <Card className="relative flex flex-col gap-3 p-3 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:flex-row sm:items-center sm:gap-4 sm:p-4">
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <ListingThumb src={reservation.listing.main_photo_url} className="size-20 shrink-0 rounded-xl sm:size-24" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
              <Link
                to={`/reservation/${reservation.reservation_id}`}
                className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
              >
                {reservation.listing.title}
              </Link>
            </h3>
            <StatusBadge status={reservation.status} />
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            {reservation.is_purchase ? (
              <>
                <ShoppingBag className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                Purchase request · {formatPrice(reservation.total_price)}
              </>
            ) : (
              <>
                <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="truncate">
                  {formatDateRange(reservation.start_date, reservation.end_date)} · {rentalLength(reservation.start_date, reservation.end_date)}
                </span>
              </>
            )}
          </p>
          <div className="mt-2 flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
              <UserAvatar person={reservation.other_party} className="size-6 text-xs" />
              <span className="truncate">
                <span className="text-slate-500">{otherRole}:</span> {fullName(reservation.other_party, unnamedPerson.member)}
              </span>
            </span>
            {reservation.is_purchase ? null : <span className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">{formatPrice(reservation.total_price)}</span>}
          </div>
        </div>
      </div>
      {reservation.review.state === 'open' ? (
        // Above the card's stretched link, like the answer buttons.
        <Button asChild size="sm" variant="secondary" className="relative z-10 self-start sm:self-center">
          <Link to={`/review/${reservation.reservation_id}`}>
            <Star aria-hidden="true" />
            {reviewTexts.leaveReview}
          </Link>
        </Button>
      ) : reservation.review.state === 'submitted' ? (
        <span className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-emerald-700 sm:self-center">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {reviewTexts.youReviewed}
        </span>
      ) : reservation.review.state === 'ended' ? (
        <span className="inline-flex items-center gap-1.5 self-start text-sm text-slate-500 sm:self-center" title={reviewTexts.periodEndedDescription}>
          <Clock className="size-4" aria-hidden="true" />
          {reviewTexts.periodEndedShort}
        </span>
      ) : null}
      {showAnswer ? (
        // Above the card's stretched link so the buttons stay clickable.
        <ReservationActionButtons
          reservation={reservation}
          only={['accept', 'decline']}
          size="sm"
          className="relative z-10 justify-end border-t border-slate-100 pt-3 sm:flex-col sm:border-t-0 sm:pt-0 [&>button]:flex-1 sm:[&>button]:flex-none"
        />
      ) : null}
    </Card>
  );
}
