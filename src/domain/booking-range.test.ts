import { describe, expect, it } from 'vitest';
import { checkBookingRange, overlapsAny } from './booking-range';

const today = '2026-11-10';
const available = new Set(['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17']);
const own = [{ start_date: '2026-11-16', end_date: '2026-11-17' }];

describe('checkBookingRange', () => {
  it('accepts an open range of at least the minimum, counting days inclusively', () => {
    expect(checkBookingRange({ start: '2026-11-10', end: '2026-11-12', today, minimumDays: 3, available, ownReservations: own })).toEqual({ ok: true, days: 3 });
  });

  it('reports the problems in one order: order, past, own conflict, unavailable, minimum', () => {
    const check = (start: string, end: string, minimumDays = 1) =>
      checkBookingRange({ start, end, today, minimumDays, available, ownReservations: own });
    expect(check('2026-11-12', '2026-11-11')).toMatchObject({ ok: false, problem: 'end_before_start' });
    expect(check('2026-11-09', '2026-11-11')).toMatchObject({ ok: false, problem: 'start_in_past' });
    expect(check('2026-11-14', '2026-11-17', 9)).toMatchObject({ ok: false, problem: 'own_conflict' });
    expect(check('2026-11-12', '2026-11-14', 9)).toMatchObject({ ok: false, problem: 'unavailable' });
    expect(check('2026-11-10', '2026-11-11', 3)).toEqual({ ok: false, problem: 'below_minimum', days: 2 });
  });

  it('leaves availability and conflicts to a caller that checks them itself', () => {
    expect(checkBookingRange({ start: '2026-11-12', end: '2026-11-14', today, minimumDays: 1 })).toEqual({ ok: true, days: 3 });
  });

  it('finds a closed day in a huge range (a link may carry any dates)', () => {
    expect(checkBookingRange({ start: '2026-11-10', end: '9999-12-31', today, minimumDays: 1, available })).toMatchObject({ ok: false, problem: 'unavailable' });
  });
});

describe('overlapsAny', () => {
  it('treats shared first or last days as overlapping', () => {
    expect(overlapsAny('2026-11-14', '2026-11-16', own)).toBe(true);
    expect(overlapsAny('2026-11-17', '2026-11-20', own)).toBe(true);
    expect(overlapsAny('2026-11-18', '2026-11-20', own)).toBe(false);
  });
});

describe('one set of statuses for the renter’s own conflicts', () => {
  it('counts a confirmed rental as active, as the server always did', async () => {
    const { renterConflictStatuses, activeReservationStatuses } = await import('./reservation-status');
    expect(renterConflictStatuses).toContain('confirmed');
    expect(renterConflictStatuses).toEqual(activeReservationStatuses);
  });
});

describe('conflict messages name the status with the right article', () => {
  it('says "an accepted", "an ongoing", "a pending", "a confirmed"', async () => {
    const { reservationTexts, withArticle } = await import('./reservations');
    expect(withArticle('accepted')).toBe('an accepted');
    expect(withArticle('ongoing')).toBe('an ongoing');
    expect(withArticle('pending')).toBe('a pending');
    expect(withArticle('confirmed')).toBe('a confirmed');
    expect(reservationTexts.otherListingConflict('accepted', 'Tent')).toMatch(/^You already have an accepted reservation for "Tent"/);
    expect(reservationTexts.sameListingConflict('pending')).toMatch(/^You already have a pending reservation for this listing/);
  });
});
