import { CalendarDays, Eye, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { CalendarEntry } from '../../../../domain/reservations';
import { UserAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { formatDateRange } from '@domain/format';
import { rentalLength } from '../lib/format-dates';
import { ListingThumb } from './listing-thumb';
import { StatusBadge } from './status-badge';
import { fullName, unnamedPerson } from '../../../../domain/person';

export function entryKindLabel(entry: Pick<CalendarEntry, 'kind' | 'is_purchase'>): string {
  if (entry.is_purchase) return entry.kind === 'hosting' ? 'Selling' : 'Buying';
  return entry.kind === 'hosting' ? 'Hosting' : 'Renting';
}

/** Details of a calendar entry, with View Details and Message. */
export function CalendarEntryDialog({ entry, onOpenChange }: { entry: CalendarEntry | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {entry ? (
          <>
            <DialogHeader>
              <DialogTitle>{entry.listing_title}</DialogTitle>
              <DialogDescription>
                {entryKindLabel(entry)} · {entry.kind === 'hosting' ? 'you are the owner' : entry.is_purchase ? 'you are the buyer' : 'you are the renter'}
              </DialogDescription>
            </DialogHeader>
            <div className="flex gap-4">
              <ListingThumb src={entry.main_photo_url} className="size-20 shrink-0 rounded-xl" />
              <dl className="min-w-0 space-y-2 text-sm">
                <div className="flex items-center gap-2">
                  <dt className="sr-only">Status</dt>
                  <dd>
                    <StatusBadge status={entry.status} />
                  </dd>
                </div>
                <div className="flex items-center gap-2 text-slate-700">
                  <dt>
                    <CalendarDays className="size-4 text-slate-400" aria-hidden="true" />
                    <span className="sr-only">Dates</span>
                  </dt>
                  <dd>
                    {formatDateRange(entry.start_date, entry.end_date)}
                    {entry.is_purchase ? null : <span className="text-slate-500"> · {rentalLength(entry.start_date, entry.end_date)}</span>}
                  </dd>
                </div>
                <div className="flex items-center gap-2 text-slate-700">
                  <dt className="sr-only">{entry.kind === 'hosting' ? 'Renter' : 'Owner'}</dt>
                  <dd className="flex min-w-0 items-center gap-2">
                    <UserAvatar person={entry.other_party} className="size-6 text-xs" />
                    <span className="truncate">
                      <span className="text-slate-500">{entry.kind === 'hosting' ? (entry.is_purchase ? 'Buyer' : 'Renter') : entry.is_purchase ? 'Seller' : 'Owner'}:</span>{' '}
                      {fullName(entry.other_party, unnamedPerson.member)}
                    </span>
                  </dd>
                </div>
              </dl>
            </div>
            <DialogFooter>
              {entry.conversation_id ? (
                <Button asChild variant="outline">
                  <Link to={`/messages/${entry.conversation_id}`}>
                    <MessageSquare aria-hidden="true" />
                    Message
                  </Link>
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  <MessageSquare aria-hidden="true" />
                  Message
                </Button>
              )}
              <Button asChild>
                <Link to={`/reservation/${entry.reservation_id}`}>
                  <Eye aria-hidden="true" />
                  View Details
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
