import { ArrowLeft, CalendarDays, CheckCircle2, MapPin, MessageSquare, MessageSquareQuote, SearchX, ShoppingBag, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ReservationDetail } from '../../../../domain/reservations';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate, formatPrice } from '@domain/format';
import { formatRelativeTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '@/lib/session/auth-provider';
import { useReservation } from '../api/get-reservation';
import { ListingThumb } from '../components/listing-thumb';
import { LocationMap } from '../components/location-map';
import { Notice } from '../components/notice';
import { PriceBreakdown } from '../components/price-breakdown';
import { ReservationActionButtons } from '../components/reservation-action-buttons';
import { StatusBadge } from '../components/status-badge';
import { rentalLength } from '../lib/format-dates';
import type { SubmittedState } from '../types';
import { fullName, unnamedPerson } from '../../../../domain/person';
import { pendingReservationStatus } from '../../../../domain/reservation-status';
import { QueryState } from '@/components/query-state';

function DetailSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading reservation">
      <div className="space-y-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-64" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

function SectionTitle({ icon: Icon, children }: { icon: typeof MapPin; children: string }) {
  return (
    <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
      <Icon className="size-5 text-brand-700" aria-hidden="true" />
      {children}
    </h2>
  );
}

function SubmittedBanner({ kind, onDismiss }: { kind: 'booking' | 'purchase'; onDismiss: () => void }) {
  return (
    <Notice
      role="status"
      tone="success"
      icon={CheckCircle2}
      title={kind === 'booking' ? 'Your booking request was sent' : 'Your purchase request was sent'}
      className="relative pr-10"
    >
      {kind === 'booking'
        ? 'The owner has 24 hours to approve or decline it. We’ll notify you either way — meanwhile you can message them below.'
        : 'The owner will review your request. We’ll notify you when they answer — meanwhile you can message them below.'}
      <button
        type="button"
        onClick={onDismiss}
        className="absolute right-2 top-2 rounded-md p-1.5 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </Notice>
  );
}

function LocationSection({ reservation }: { reservation: ReservationDetail }) {
  const { listing } = reservation;
  const approximate = listing.location_precision === 'approximate';
  const hasCoordinates = listing.location_lat !== null && listing.location_lng !== null;
  return (
    <Card className="p-4 sm:p-5">
      <SectionTitle icon={MapPin}>{approximate ? 'Area' : 'Pick-up location'}</SectionTitle>
      <p className="mt-2 text-sm font-medium text-slate-900">{listing.location || 'Location unavailable'}</p>
      {approximate ? (
        <p className="mt-1 text-sm text-slate-500">
          {reservation.status === pendingReservationStatus
            ? 'The exact address is shared once the owner accepts the request.'
            : 'Only the area is shown for reservations that did not go ahead.'}
        </p>
      ) : hasCoordinates ? (
        <LocationMap className="mt-3" lat={listing.location_lat!} lng={listing.location_lng!} label={listing.location} />
      ) : null}
    </Card>
  );
}

function PriceSection({ reservation }: { reservation: ReservationDetail }) {
  const purchase = reservation.purchase_request;
  if (purchase) {
    return (
      <Card className="p-4 sm:p-5">
        <SectionTitle icon={ShoppingBag}>Purchase price</SectionTitle>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Sale price</dt>
            <dd className="tabular-nums">{formatPrice(purchase.sale_price ?? reservation.listing.sale_price ?? purchase.purchase_price)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Rental credit</dt>
            <dd className="tabular-nums text-emerald-700">{purchase.rental_credit > 0 ? `−${formatPrice(purchase.rental_credit)}` : formatPrice(0)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">{reservation.role === 'owner' ? 'You earn' : 'You pay'}</dt>
            <dd className="text-lg font-bold tabular-nums">{formatPrice(purchase.purchase_price)}</dd>
          </div>
        </dl>
      </Card>
    );
  }
  if (reservation.role === 'owner') {
    return (
      <Card className="p-4 sm:p-5">
        <h2 className="text-sm font-medium text-slate-600">Earnings</h2>
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">You earn {formatPrice(reservation.earnings ?? reservation.total_price)}</p>
        <p className="mt-1 text-xs text-slate-500">For {rentalLength(reservation.start_date, reservation.end_date)}, paid to you directly by the renter.</p>
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">Price details</h2>
      {reservation.price_breakdown ? (
        <PriceBreakdown className="mt-4" breakdown={reservation.price_breakdown} />
      ) : (
        <p className="mt-2 text-lg font-bold tabular-nums">{formatPrice(reservation.total_price)}</p>
      )}
    </Card>
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
  const hasActions = item.available_actions.length > 0 || item.can_request_purchase || item.can_review;

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
              <blockquote className="mt-3 whitespace-pre-line border-l-4 border-brand-200 pl-3 text-sm leading-relaxed text-slate-700">
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
              {item.can_request_purchase ? (
                <Button asChild variant="secondary" className="w-full">
                  <Link to={`/purchase/${item.listing.listing_id}`}>
                    <ShoppingBag aria-hidden="true" />
                    Request to Buy{item.listing.sale_price !== null ? ` · ${formatPrice(item.listing.sale_price)}` : ''}
                  </Link>
                </Button>
              ) : null}
              {item.can_review ? (
                <Button asChild variant="secondary" className="w-full">
                  <Link to={`/review/${item.reservation_id}`}>
                    <Star aria-hidden="true" />
                    Leave a review
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
