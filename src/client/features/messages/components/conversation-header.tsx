import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateRange, formatLongDate } from '@domain/format';
import type { ConversationDetail } from '@domain/messaging';
import type { UserReservationAction } from '@domain/reservation-actions';
import { fullName, unnamedPerson } from '@domain/person';
import { ListingPhoto } from '@/components/listings/listing-photo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ReservationActionButtons, StatusBadge } from '../../reservations';
import { messagingKeys } from '../query-keys';
import { messagesTexts } from '../texts';

/** Where the header leads: the reservation, else the listing, else nowhere. */
export function headerTarget(conversation: Pick<ConversationDetail, 'reservation' | 'listing'>): { to: string; label: string } | null {
  if (conversation.reservation) return { to: `/reservation/${conversation.reservation.id}`, label: messagesTexts.openReservation };
  if (conversation.listing) return { to: `/listing/${conversation.listing.id}`, label: messagesTexts.openListing };
  return null;
}

/**
 * The conversation's header: listing photo and title ('Unknown Item'), the reservation's dates and status badge
 * (opening the reservation, or the listing), the other person, a back button on mobile, and Accept / Decline for
 * the owner of a pending reservation.
 */
export function ConversationHeader({ conversation }: { conversation: ConversationDetail }) {
  const queryClient = useQueryClient();
  const title = conversation.listing?.title ?? messagesTexts.unknownItem;
  const reservation = conversation.reservation;
  const target = headerTarget(conversation);
  const name = fullName(conversation.other_person, unnamedPerson.member);
  const actions: UserReservationAction[] = [...(conversation.can_accept ? (['accept'] as const) : []), ...(conversation.can_decline ? (['decline'] as const) : [])];

  const summary = (
    <>
      <ListingPhoto src={conversation.listing?.photo_url} alt="" className="size-12 shrink-0 rounded-lg [&_svg]:size-5 [&_span]:hidden" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900">{title}</span>
        {reservation ? (
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <span>
              {reservation.is_purchase
                ? messagesTexts.purchaseOn(formatLongDate(reservation.start_date))
                : formatDateRange(reservation.start_date, reservation.end_date)}
            </span>
            <StatusBadge status={reservation.status} />
          </span>
        ) : (
          <span className="mt-0.5 block truncate text-xs text-slate-600">{name}</span>
        )}
      </span>
    </>
  );

  return (
    <header className="border-b border-slate-200 bg-white px-3 py-2.5 sm:px-4">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" className="-ms-1 shrink-0 md:hidden">
          <Link to="/messages" state={{ showList: true }} aria-label={messagesTexts.back}>
            <ArrowLeft className="!size-5 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </Button>
        {target ? (
          <Link
            to={target.to}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {summary}
            {/* Named by what it shows (speech input can say it), then where it leads. */}
            <span className="sr-only"> — {target.label}</span>
          </Link>
        ) : (
          <div className="flex min-w-0 flex-1 items-center gap-3 p-1">{summary}</div>
        )}
        <Link
          to={`/profile/${conversation.other_person.id}`}
          className="shrink-0 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          title={name}
        >
          <UserAvatar person={conversation.other_person} className="size-9 text-xs" decorative />
          <span className="sr-only">{messagesTexts.viewProfile(name)}</span>
        </Link>
      </div>
      {reservation && actions.length > 0 ? (
        <ReservationActionButtons
          reservation={{
            reservation_id: reservation.id,
            status: reservation.status,
            is_purchase: reservation.is_purchase,
            available_actions: actions,
            other_party: conversation.other_person,
          }}
          size="sm"
          className="mt-2 ps-1 md:ps-0"
          onCompleted={() => {
            void queryClient.invalidateQueries({ queryKey: messagingKeys.detail(conversation.id) });
            void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
          }}
        />
      ) : null}
    </header>
  );
}
