import { multirangeToDates } from '../../../domain/availability';
import { addDays, eachDay } from '../../../domain/dates';
import { type AvailabilityUpdateInput } from '../../../domain/listing-availability';
import { type ListingCalendar } from '../../../domain/listing-schemas';
import { listingTexts, MAX_AVAILABILITY_AHEAD_DAYS } from '../../../domain/listings';
import { badRequest, notFound } from '../../platform/http/app-error';
import { type ListingDeps, loadOwnListing, loadVisibleListing, marketToday } from './access';
import { changeAvailability, findAvailableFrom, findRenterBlockedRanges, findReservedRanges } from './queries';

/** How far back the owner's calendar shows reserved days. */
const RESERVED_HISTORY_DAYS = 366;

/** GET /api/listings/:id/calendar: what the viewer may know about the listing's days. */
export async function getCalendar(deps: ListingDeps, id: string, viewerId: string | null): Promise<ListingCalendar> {
  const listing = await loadVisibleListing(deps.db, id, viewerId);
  const today = marketToday(deps);
  const available = await findAvailableFrom(deps.db, listing.id, today);
  if (available === undefined) throw notFound(listingTexts.notFound);
  const calendar: ListingCalendar = { available_dates: multirangeToDates(available), reserved: [], blocked_ranges: [] };
  if (viewerId === listing.ownerId) {
    const ranges = await findReservedRanges(deps.db, listing.id, addDays(today, -RESERVED_HISTORY_DAYS));
    calendar.reserved = ranges.flatMap((range) =>
      eachDay(range.start_date, range.end_date).map((date) => ({ date, reservation_id: range.reservation_id })),
    );
  } else if (viewerId) {
    calendar.blocked_ranges = await findRenterBlockedRanges(deps.db, viewerId, today);
  }
  return calendar;
}

/**
 * PUT /api/listings/:id/availability (owner): Set available adds the days except reserved ones (spec:
 * "ignores days already available or reserved"); Set unavailable removes them. Past days are refused.
 */
export async function updateAvailability(
  deps: ListingDeps,
  userId: string,
  id: string,
  input: AvailabilityUpdateInput,
): Promise<ListingCalendar> {
  const listing = await loadOwnListing(deps.db, id, userId);
  const today = marketToday(deps);
  if (input.dates.some((date) => date < today)) throw badRequest(listingTexts.pastDates);
  const lastAllowed = addDays(today, MAX_AVAILABILITY_AHEAD_DAYS);
  if (input.dates.some((date) => date > lastAllowed)) throw badRequest(listingTexts.periodTooFar);
  await changeAvailability(deps.db, listing.id, input.dates, input.available, deps.clock.now().toISOString());
  return getCalendar(deps, listing.id, userId);
}
