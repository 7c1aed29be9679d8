import { AlertTriangle, ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { MAX_BOOKING_MESSAGE_LENGTH, reservationTexts } from '@domain/reservations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Notice } from './notice';

export const messageForm = z.object({
  message: z.string().max(MAX_BOOKING_MESSAGE_LENGTH, `Keep your message under ${MAX_BOOKING_MESSAGE_LENGTH} characters`),
});
export type MessageForm = z.infer<typeof messageForm>;

export function BackToListing({ listingId, label = 'Back to listing' }: { listingId: string; label?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={`/listing/${listingId}`}>
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

export function BookingSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy="true" aria-label="Loading booking">
      <div className="space-y-4">
        <Card className="flex gap-4 p-4">
          <Skeleton className="size-24 rounded-xl sm:size-28" />
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </Card>
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** Why the request cannot be sent, most important first: the pending limit, the renter's own rental, the minimum, closed days. */
export function BookingNotice({
  limitReached,
  ownConflict,
  tooShort,
  unavailable,
  minimumDays,
}: {
  limitReached: { title: string; message: string } | null;
  /** Before sending (the renter's own rentals overlap): "Date conflict detected"; after a refusal: the server's title. */
  ownConflict: { reservationId: string | null; title?: string; message: string } | null;
  tooShort: boolean;
  unavailable: boolean;
  minimumDays: number;
}) {
  if (limitReached) {
    return (
      <Notice
        role="alert"
        tone="warning"
        icon={AlertTriangle}
        title={limitReached.title}
        action={
          <Link to="/my-reservations" className="font-semibold underline">
            See your requests
          </Link>
        }
      >
        {limitReached.message}
      </Notice>
    );
  }
  if (ownConflict) {
    return (
      <Notice
        role="alert"
        tone="warning"
        icon={AlertTriangle}
        title={ownConflict.title ?? reservationTexts.bookingConflict}
        action={
          ownConflict.reservationId ? (
            <Link to={`/reservation/${ownConflict.reservationId}`} className="font-semibold underline">
              View your reservation
            </Link>
          ) : (
            <Link to="/my-reservations" className="font-semibold underline">
              Manage your reservations
            </Link>
          )
        }
      >
        {ownConflict.message}
      </Notice>
    );
  }
  if (tooShort) {
    return (
      <Notice role="alert" tone="warning" icon={AlertTriangle} title={reservationTexts.invalidBooking}>
        {reservationTexts.minimumDuration(minimumDays)} Choose a longer range on the listing.
      </Notice>
    );
  }
  if (unavailable) {
    return (
      <Notice role="alert" tone="warning" icon={AlertTriangle} title={reservationTexts.invalidDateRange}>
        {reservationTexts.unavailableDates}
      </Notice>
    );
  }
  return null;
}
