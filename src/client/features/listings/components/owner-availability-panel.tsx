import { CalendarMinus, CalendarPlus, Pencil } from 'lucide-react';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { DayButton as DefaultDayButton, type DayButtonProps } from 'react-day-picker';
import { Link } from 'react-router';
import { type ListingCalendar, type ListingDetail } from '../../../../domain/listing-schemas';
import { listingTexts } from '../../../../domain/listings';
import { Button } from '../../../components/ui/button';
import { LazyCalendar } from '../../../components/ui/lazy-calendar';
import { Card } from '../../../components/ui/card';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUpdateAvailability } from '../api/update-availability';
import { marketToday } from '@/lib/market';
import { dateToIso, isoToDate } from '../lib/calendar-days';
import { availabilityActions, daysToClose, daysToOpen, ownerDayState, toggleOwnerDay, type OwnerCalendarModel } from '../lib/owner-calendar';
import { PriceFacts } from './price-facts';

const ReservedContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A reserved day: "Reserved - not available for booking" + View reservation, on hover, focus+Enter or tap. */
function OwnerDayButton(props: DayButtonProps) {
  const reserved = useContext(ReservedContext);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const iso = dateToIso(props.day.date);
  const reservationId = reserved.get(iso);
  if (!reservationId) return <DefaultDayButton {...props} />;

  const { day: _day, modifiers: _modifiers, onClick: _onClick, ...buttonProps } = props;
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          {...buttonProps}
          aria-label={`${props['aria-label'] ?? iso}, ${listingTexts.reservedDay}`}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') {
              cancelClose();
              setOpen(true);
            }
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') scheduleClose();
          }}
        />
      </PopoverTrigger>
      <PopoverContent
        align="center"
        side="top"
        className="w-56 p-3 text-sm"
        onPointerEnter={cancelClose}
        onPointerLeave={scheduleClose}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <p className="font-medium text-slate-900">{listingTexts.reservedDay}</p>
        <Link to={`/reservation/${reservationId}`} className="mt-1.5 inline-block font-semibold text-brand-700 hover:underline">
          {listingTexts.viewReservation}
        </Link>
      </PopoverContent>
    </Popover>
  );
}

function Legend() {
  const items = [
    { label: 'Available', className: 'bg-emerald-100 ring-1 ring-emerald-300' },
    { label: 'Unavailable', className: 'bg-white ring-1 ring-slate-300' },
    { label: 'Reserved', className: 'bg-amber-200 ring-1 ring-amber-400' },
    { label: 'Selected', className: 'bg-white ring-2 ring-brand-700' },
  ];
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span className={`size-3 rounded-full ${item.className}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

type Props = { listing: ListingDetail; calendar: ListingCalendar | undefined; calendarLoading: boolean; viewerId: string };

/** Owner: price facts, Edit Listing, and Manage availability (multi-select, Set available / Set unavailable). */
export function OwnerAvailabilityPanel({ listing, calendar, calendarLoading, viewerId }: Props) {
  const today = marketToday();
  const [selected, setSelected] = useState<string[]>([]);
  const update = useUpdateAvailability(listing.listing_id, viewerId);
  const model = useMemo<OwnerCalendarModel>(
    () => ({
      available: new Set(calendar?.available_dates ?? listing.available_dates),
      reserved: new Map((calendar?.reserved ?? []).map((day) => [day.date, day.reservation_id])),
      today,
    }),
    [calendar, listing.available_dates, today],
  );
  const actions = availabilityActions(selected, model);

  const save = (available: boolean) => {
    const dates = available ? daysToOpen(selected, model) : daysToClose(selected, model);
    if (dates.length === 0) return;
    update.mutate({ dates, available }, { onSuccess: () => setSelected([]) });
  };

  const stateOf = (date: Date) => ownerDayState(dateToIso(date), model);

  return (
    <Card className="space-y-5 p-5">
      <PriceFacts listing={listing} />
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to={`/edit-listing/${listing.listing_id}`}>
          <Pencil aria-hidden="true" />
          Edit Listing
        </Link>
      </Button>

      <section aria-labelledby="manage-availability-heading" className="space-y-3">
        <div>
          <h2 id="manage-availability-heading" className="text-base font-semibold text-slate-900">
            Manage availability
          </h2>
          <p className="text-xs text-slate-500">Select days, then open or close them for booking. Reserved days can't be changed.</p>
        </div>
        <Legend />
        {calendarLoading ? (
          <Skeleton className="h-72 w-full" />
        ) : (
          <ReservedContext.Provider value={model.reserved}>
            <div className="flex justify-center">
              <LazyCalendar
                mode="multiple"
                selected={selected.map(isoToDate)}
                onSelect={(_all, triggerDate) => setSelected((current) => toggleOwnerDay(current, dateToIso(triggerDate), model))}
                disabled={(date) => stateOf(date) === 'past'}
                startMonth={isoToDate(today)}
                modifiers={{
                  available: (date) => stateOf(date) === 'available',
                  reserved: (date) => stateOf(date) === 'reserved',
                }}
                // Important (!): react-day-picker's stylesheet is unlayered, so its `.rdp-day_button { background: none }`
                // beats any layered Tailwind utility; without it every day renders white whatever the legend says.
                modifiersClassNames={{
                  available: '[&>button]:bg-emerald-100! [&>button]:text-emerald-900!',
                  reserved: '[&>button]:bg-amber-200! [&>button]:text-amber-950!',
                }}
                components={{ DayButton: OwnerDayButton }}
                aria-label="Manage availability"
              />
            </div>
          </ReservedContext.Provider>
        )}
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          <span className="me-auto text-sm text-slate-600">
            {selected.length === 0 ? 'No days selected' : `${selected.length} ${selected.length === 1 ? 'day' : 'days'} selected`}
          </span>
          {selected.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setSelected([])} disabled={update.isPending}>
              Clear
            </Button>
          ) : null}
        </div>
        {actions.canSetAvailable || actions.canSetUnavailable ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {actions.canSetAvailable ? (
              <Button onClick={() => save(true)} pending={update.isPending && update.variables?.available === true} disabled={update.isPending}>
                <CalendarPlus aria-hidden="true" />
                Set available
              </Button>
            ) : null}
            {actions.canSetUnavailable ? (
              <Button
                variant="outline"
                onClick={() => save(false)}
                pending={update.isPending && update.variables?.available === false}
                disabled={update.isPending}
              >
                <CalendarMinus aria-hidden="true" />
                Set unavailable
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
    </Card>
  );
}
