import type { PageAnswer } from '@/lib/first-paint-data';
import { reservationsPath } from './api/get-reservations';
import { reservationKeys } from './query-keys';

/** What /my-reservations reads, for the server's first paint (app/first-paint): every reservation of the user. */
export function myReservationsPageAnswers(): PageAnswer[] {
  return [{ path: reservationsPath('all'), key: reservationKeys.list('all') }];
}
