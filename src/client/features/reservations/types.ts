export type {
  CalendarEntry,
  PurchaseQuote,
  RentalBreakdown,
  Reservation,
  ReservationDetail,
  ReservationListItem,
} from '../../../domain/reservations';
export type { ReservationStatus } from '../../../domain/reservation-status';
export type { UserReservationAction } from '../../../domain/reservation-actions';

export type ReservationRoleFilter = 'owner' | 'renter' | 'all';
/** Router state set by the booking and purchase screens on success (spec: "a flag saying it came from submission"). */
export type SubmittedState = { submitted?: 'booking' | 'purchase' };
