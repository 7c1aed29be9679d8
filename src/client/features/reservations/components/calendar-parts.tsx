import type { CalendarEntry } from '../../../../domain/reservations';
import type { ReservationBadge } from '../../../../domain/reservation-status';
import { entryKindLabel } from './calendar-entry-dialog';
import { formatDateRange } from '@domain/format';

export type Kind = CalendarEntry['kind'];
/** Calendar entries never carry the cancelled badge (cancelled reservations are left out). */
export type ShownBadge = Exclude<ReservationBadge, 'cancelled'>;

/** Colour = whose side you're on (hosting teal, renting violet); fill = status (solid confirmed, dashed pending, faded completed). */
export const chipClasses: Record<Kind, Record<ShownBadge, string>> = {
  hosting: {
    confirmed: 'border-brand-700 bg-brand-700 text-white',
    pending: 'border-dashed border-brand-600 bg-brand-50 text-brand-800',
    completed: 'border-brand-100 bg-brand-100 text-brand-800',
  },
  renting: {
    confirmed: 'border-violet-700 bg-violet-700 text-white',
    pending: 'border-dashed border-violet-500 bg-violet-50 text-violet-800',
    completed: 'border-violet-100 bg-violet-100 text-violet-800',
  },
};

export function chipClass(entry: CalendarEntry): string {
  const badge: ShownBadge = entry.badge === 'cancelled' ? 'completed' : entry.badge;
  return chipClasses[entry.kind][badge];
}

export function entryLabel(entry: CalendarEntry): string {
  return `${entry.listing_title}, ${entryKindLabel(entry)}, ${entry.status.replace(/_/g, ' ')}, ${formatDateRange(entry.start_date, entry.end_date)}`;
}

export function Legend() {
  return (
    <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-xs text-slate-600" aria-label="Legend">
      <div className="flex items-center gap-3">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-700" aria-hidden="true" /> Hosting
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-violet-700" aria-hidden="true" /> Renting
        </span>
      </div>
      <div className="flex items-center gap-3">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-slate-600 bg-slate-600" aria-hidden="true" /> Confirmed
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-dashed border-slate-500 bg-slate-50" aria-hidden="true" /> Pending
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-slate-200" aria-hidden="true" /> Completed
        </span>
      </div>
    </div>
  );
}
