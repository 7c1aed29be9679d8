import { CheckCircle2, MapPin, ShoppingBag, X } from 'lucide-react';
import type { ReservationDetail } from '../../../../domain/reservations';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatPrice } from '@domain/format';
import { LocationMap } from './location-map';
import { Notice } from './notice';
import { PriceBreakdown } from './price-breakdown';
import { rentalLength } from '../lib/format-dates';
import { approximateLocationNote, earningsNote, earningsText, purchaseTotalLabel } from '../lib/detail-texts';

export function DetailSkeleton() {
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

export function SectionTitle({ icon: Icon, children }: { icon: typeof MapPin; children: string }) {
  return (
    <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
      <Icon className="size-5 text-brand-700" aria-hidden="true" />
      {children}
    </h2>
  );
}

export function SubmittedBanner({ kind, onDismiss }: { kind: 'booking' | 'purchase'; onDismiss: () => void }) {
  return (
    <Notice
      role="status"
      tone="success"
      icon={CheckCircle2}
      title={kind === 'booking' ? 'Your booking request was sent' : 'Your purchase request was sent'}
      className="relative pe-10"
    >
      {kind === 'booking'
        ? 'The owner has 24 hours to approve or decline it. We’ll notify you either way — meanwhile you can message them below.'
        : 'The owner will review your request. We’ll notify you when they answer — meanwhile you can message them below.'}
      <button
        type="button"
        onClick={onDismiss}
        className="absolute end-2 top-2 rounded-md p-1.5 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Dismiss</span>
      </button>
    </Notice>
  );
}

export function LocationSection({ reservation }: { reservation: ReservationDetail }) {
  const { listing } = reservation;
  const approximate = listing.location_precision === 'approximate';
  const hasCoordinates = listing.location_lat !== null && listing.location_lng !== null;
  return (
    <Card className="p-4 sm:p-5">
      <SectionTitle icon={MapPin}>{approximate ? 'Area' : 'Pick-up location'}</SectionTitle>
      <p className="mt-2 text-sm font-medium text-slate-900">{listing.location || 'Location unavailable'}</p>
      {approximate ? (
        <p className="mt-1 text-sm text-slate-500">
          {approximateLocationNote(reservation.role, reservation.status)}
        </p>
      ) : hasCoordinates ? (
        <LocationMap className="mt-3" lat={listing.location_lat!} lng={listing.location_lng!} label={listing.location} />
      ) : null}
    </Card>
  );
}

export function PriceSection({ reservation }: { reservation: ReservationDetail }) {
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
            <dt className="font-semibold text-slate-900">{purchaseTotalLabel(reservation.role, reservation.status)}</dt>
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
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{earningsText(reservation.status, reservation.earnings ?? reservation.total_price)}</p>
        <p className="mt-1 text-xs text-slate-500">{earningsNote(reservation.status, rentalLength(reservation.start_date, reservation.end_date))}</p>
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
