import { ArrowLeft, CalendarDays, CheckCircle2, MessageSquare, MessageSquareQuote, SearchX, ShoppingBag, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatLongDate, formatPrice } from '@domain/format';
import { formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { useReservation } from '../api/get-reservation';
import { usePurchaseQuote } from '../api/get-purchase-quote';
import { ListingThumb } from '../components/listing-thumb';
import { ReservationActionButtons } from '../components/reservation-action-buttons';
import { StatusBadge } from '../components/status-badge';
import { rentalLength } from '../lib/format-dates';
import type { SubmittedState } from '../types';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { reviewTexts } from '../../../../domain/reviews';
import { QueryState } from '@/components/query-state';
import { DetailSkeleton, SectionTitle, SubmittedBanner, LocationSection, PriceSection } from '../components/reservation-detail-parts';

/**
 * The price on the button is the purchase page's: the sale price less this renter's rental credit, as the server
 * quotes it (the sale price alone promised more than the page then asked). The quote is the purchase page's own query.
 */
function RequestToBuyButton({ listingId }: { listingId: string }) {
  const quote = usePurchaseQuote(listingId);
  return (
    <Button asChild variant="secondary" className="w-full">
      <Link to={`/purchase/${listingId}`}>
        <ShoppingBag aria-hidden="true" />
        Request to Buy{quote.data ? ` · ${formatPrice(quote.data.purchase_price)}` : ''}
      </Link>
    </Button>
  );
}

/** /reservation/:id — a reservation for its renter or owner: dates, status, listing, the other party, price and actions. */
export function ReservationDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuth().status === 'signed-in';
  const reservation = useReservation(id, signedIn);
  const submitted = (location.state as SubmittedState | null)?.submitted;
  const [bannerDismissed, setBannerDismissed] = useState(false);
  useDocumentTitle(
    reservation.data ? `Reservation ${reservation.data.short_id}` : reservation.isError ? 'Reservation not found' : 'Reservation',
  );
  const goBack = () => (location.key !== 'default' ? void navigate(-1) : void navigate('/my-reservations'));

  if (!signedIn || !reservation.isSuccess) {
    return (
      <QueryState
        query={reservation}
        signIn={{ signedIn, description: 'Sign in to see this reservation.' }}
        skeleton={<DetailSkeleton />}
        errorTitle="Couldn't load this reservation"
        notFound={{
          icon: SearchX,
          title: 'Reservation not found',
          description: 'It may have been removed, or it belongs to someone else.',
          action: (
            <Button variant="outline" onClick={goBack}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ),
        }}
      />
    );
  }

  const item = reservation.data;
  const isOwner = item.role === 'owner';
  const otherLabel = isOwner ? (item.is_purchase ? 'Buyer' : 'Renter') : item.is_purchase ? 'Seller' : 'Owner';
  const reviewLink = item.review.state === 'open' || item.review.state === 'submitted';
  const hasActions = item.available_actions.length > 0 || item.can_request_purchase || reviewLink;

  return (
    <div className="space-y-6">
      <div>
        <Link to="/my-reservations" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          My Reservations
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {item.is_purchase ? 'Purchase' : 'Reservation'} <span className="font-mono text-slate-500">#{item.short_id}</span>
          </h1>
          <StatusBadge status={item.status} className="text-sm" />
        </div>
        <p className="mt-1 text-sm text-slate-500">Requested {formatRelativeTime(item.created_at)}</p>
      </div>

      {submitted && !bannerDismissed ? <SubmittedBanner kind={submitted} onDismiss={() => setBannerDismissed(true)} /> : null}

      <div className="grid items-start gap-4 lg:grid-cols-[1fr_22rem] lg:gap-x-6">
        <div className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-1">
          <Card className="flex gap-4 p-4">
            <ListingThumb src={item.listing.main_photo_url} className="size-24 shrink-0 rounded-xl sm:size-28" />
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.listing.category}</p>
              <h2 className="mt-0.5 line-clamp-2 text-base font-semibold text-slate-900 sm:text-lg">
                <Link to={`/listing/${item.listing.listing_id}`} className="hover:underline">
                  {item.listing.title}
                </Link>
              </h2>
              {item.listing.status !== 'active' ? <p className="mt-1 text-sm text-slate-500">This listing is no longer active.</p> : null}
            </div>
          </Card>

          <Card className="p-4 sm:p-5">
            <SectionTitle icon={CalendarDays}>{item.is_purchase ? 'Date' : 'Dates'}</SectionTitle>
            {item.is_purchase ? (
              <p className="mt-3 text-sm font-semibold text-slate-900">{formatLongDate(item.start_date)}</p>
            ) : (
              <>
                <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                  <div className="rounded-xl bg-slate-50 p-3">
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Pick-up</dt>
                    <dd className="mt-0.5 font-semibold text-slate-900">{formatLongDate(item.start_date)}</dd>
                  </div>
                  <div className="rounded-xl bg-slate-50 p-3">
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Return</dt>
                    <dd className="mt-0.5 font-semibold text-slate-900">{formatLongDate(item.end_date)}</dd>
                  </div>
                </dl>
                <p className="mt-3 text-sm text-slate-600">{rentalLength(item.start_date, item.end_date)}</p>
              </>
            )}
          </Card>

          {isOwner && item.renter_message ? (
            <Card className="p-4 sm:p-5">
              <SectionTitle icon={MessageSquareQuote}>{`Message from ${item.other_party.first_name ?? 'the renter'}`}</SectionTitle>
              <blockquote className="mt-3 whitespace-pre-line border-s-4 border-brand-200 ps-3 text-sm leading-relaxed text-slate-700">
                {item.renter_message}
              </blockquote>
            </Card>
          ) : null}

        </div>

        {/* On phones the other party, price and actions come before the location; beside it from lg. */}
        <div className="min-w-0 space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="p-4 sm:p-5">
            <h2 className="text-sm font-medium text-slate-600">{otherLabel}</h2>
            <Link to={`/profile/${item.other_party.id}`} className="mt-3 flex items-center gap-3 rounded-lg hover:bg-slate-50">
              <UserAvatar person={item.other_party} className="size-12 text-base" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-slate-900">{fullName(item.other_party, unnamedPerson.member)}</span>
                <span className="text-sm text-brand-700">View profile</span>
              </span>
            </Link>
            {item.conversation_id ? (
              <Button asChild variant="outline" className="mt-4 w-full">
                <Link to={`/messages/${item.conversation_id}`}>
                  <MessageSquare aria-hidden="true" />
                  Message {item.other_party.first_name ?? otherLabel.toLowerCase()}
                </Link>
              </Button>
            ) : null}
          </Card>

          <PriceSection reservation={item} />

          {hasActions ? (
            <Card className="space-y-3 p-4 sm:p-5">
              <h2 className="sr-only">Actions</h2>
              <ReservationActionButtons
                reservation={item}
                className="[&>button]:flex-1"
                onCompleted={(action) => {
                  if (action === 'complete') void reservation.refetch();
                }}
              />
              {item.can_request_purchase ? <RequestToBuyButton listingId={item.listing.listing_id} /> : null}
              {item.review.state === 'open' ? (
                <Button asChild variant="secondary" className="w-full">
                  <Link to={`/review/${item.reservation_id}`}>
                    <Star aria-hidden="true" />
                    {reviewTexts.leaveReview}
                  </Link>
                </Button>
              ) : item.review.state === 'submitted' ? (
                <Button asChild variant="outline" className="w-full">
                  <Link to={`/review/${item.reservation_id}`}>
                    <CheckCircle2 aria-hidden="true" />
                    {reviewTexts.youReviewed}
                  </Link>
                </Button>
              ) : null}
            </Card>
          ) : null}
        </div>

        <div className="min-w-0 lg:col-start-1">
          <LocationSection reservation={item} />
        </div>
      </div>
    </div>
  );
}
