/** What other features use of reservations: the status badge and the owner's status actions (the messages screen). */
export { StatusBadge } from './components/status-badge';
export { ReservationActionButtons } from './components/reservation-action-buttons';
/** What other features use of reservations: its query keys (the review page refreshes reservations after a review). */
export { reservationKeys } from './query-keys';
