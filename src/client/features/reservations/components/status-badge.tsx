import { type ReservationBadge, reservationStatusBadges, reservationStatusLabels, type ReservationStatus } from '../../../../domain/reservation-status';
import { cn } from '../../../lib/cn';

/** Spec §4 badge colour classes: pending; confirmed (accepted, confirmed, ongoing); completed; cancelled (cancel, decline, expired). */
export const badgeClasses: Record<ReservationBadge, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  completed: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

export function StatusBadge({ status, className }: { status: ReservationStatus; className?: string }) {
  const badge = reservationStatusBadges[status];
  return (
    <span
      data-badge={badge}
      className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', badgeClasses[badge], className)}
    >
      {reservationStatusLabels[status]}
    </span>
  );
}
