import { describe, expect, it } from 'vitest';
import { pendingLimitTexts } from '../../../../domain/pending-limits';
import { rentalPrice } from '../../../../domain/pricing';
import { formatPrice } from '@domain/format';
import { overlapsAny } from '../../../../domain/booking-range';
import { bookingErrorToast, purchaseErrorToast } from './booking-errors';
import { parseBookingDates } from './booking-dates';
import { priceLines } from './price-lines';
import { ApiError } from '../../../lib/api';

const listing = { price_per_day: 90, weekly_discount: 15, monthly_discount: 25 };
const display = (days: number) => priceLines({ ...rentalPrice(listing, days), price_per_day: listing.price_per_day });

describe('price display', () => {
  it('shows daily price × days and the total, without a discount under 7 days', () => {
    const { lines, total } = display(3);
    expect(lines).toEqual([{ label: `${formatPrice(90)} × 3 days`, amount: formatPrice(270), kind: 'base' }]);
    expect(total).toBe(formatPrice(270));
    expect(display(1).lines[0]!.label).toBe(`${formatPrice(90)} × 1 day`);
  });

  it('takes the weekly discount off from 7 days (8 days: 720 − 15% = 612)', () => {
    const { lines, total } = display(8);
    expect(lines[1]).toEqual({ label: 'Weekly discount (15%)', amount: `−${formatPrice(108)}`, kind: 'discount' });
    expect(total).toBe(formatPrice(612));
  });

  it('prefers the monthly discount from 30 days', () => {
    const { lines, total } = display(30);
    expect(lines[1]!.label).toBe('Monthly discount (25%)');
    expect(total).toBe(formatPrice(2025));
  });

  it('shows the server breakdown the same way', () => {
    const { lines } = priceLines({ days: 8, price_per_day: null, base_price: 720, discount_kind: 'weekly', discount_percent: 15, discount_amount: 108, total_price: 612 });
    expect(lines[0]!.label).toBe(`${formatPrice(90)} × 8 days`);
  });
});

describe('booking dates', () => {
  const today = '2026-06-10';
  it('accept a real range from today on and count days inclusively', () => {
    expect(parseBookingDates('2026-06-10', '2026-06-17', today)).toEqual({ ok: true, start: '2026-06-10', end: '2026-06-17', days: 8 });
  });
  it('refuse missing, malformed, reversed and past dates', () => {
    expect(parseBookingDates(null, '2026-06-17', today)).toMatchObject({ ok: false, title: 'Choose your dates' });
    expect(parseBookingDates('2026-02-30', '2026-03-02', today)).toMatchObject({ ok: false });
    expect(parseBookingDates('2026-06-17', '2026-06-12', today)).toMatchObject({ ok: false, title: 'Invalid date range' });
    expect(parseBookingDates('2026-06-01', '2026-06-12', today)).toMatchObject({ ok: false, description: 'The start date cannot be in the past.' });
  });
});

describe('booking errors', () => {
  const listingId = '11111111-1111-4111-8111-111111111111';
  it('title conflicts with the spec texts and flag a duplicate of the same listing', () => {
    const same = new ApiError(409, 'BOOKING_CONFLICT', 'You already have a pending reservation for this listing…', {
      title: 'Booking conflict',
      listing_id: listingId,
      conflicting_reservation_id: 'r1',
    });
    expect(bookingErrorToast(same, listingId)).toEqual({ title: 'Booking conflict', description: same.message, duplicate: true });
    const other = new ApiError(409, 'BOOKING_CONFLICT', 'You already have a pending reservation for "Tent"…', { title: 'Booking conflict', listing_id: 'x' });
    expect(bookingErrorToast(other, listingId).duplicate).toBe(false);
    expect(bookingErrorToast(new ApiError(400, 'INVALID_BOOKING', 'Minimum rental duration is 3 days.', { title: 'Invalid booking' }), listingId)).toMatchObject({
      title: 'Invalid booking',
      description: 'Minimum rental duration is 3 days.',
    });
    expect(bookingErrorToast(new ApiError(409, 'DATES_UNAVAILABLE', 'The selected date range…', { title: 'Invalid date range' }), listingId).title).toBe('Invalid date range');
    expect(bookingErrorToast(new ApiError(409, 'LISTING_UNAVAILABLE', 'Listing unavailable'), listingId)).toEqual({
      title: 'Error creating reservation',
      description: 'Listing unavailable',
      duplicate: false,
    });
  });

  it('flag the pending-request limit so the page can say why it cannot book', () => {
    const error = new ApiError(409, 'PENDING_LIMIT', pendingLimitTexts.verifyToRequestMore, { title: pendingLimitTexts.title, limit: 1, pending: 1 });
    expect(bookingErrorToast(error, listingId)).toEqual({
      title: pendingLimitTexts.title,
      description: pendingLimitTexts.verifyToRequestMore,
      duplicate: false,
      limit: true,
    });
  });

  it('detect overlaps with the renter’s own ranges', () => {
    const ranges = [{ start_date: '2026-06-12', end_date: '2026-06-14' }];
    expect(overlapsAny('2026-06-14', '2026-06-20', ranges)).toBe(true);
    expect(overlapsAny('2026-06-15', '2026-06-20', ranges)).toBe(false);
  });
});

describe('purchase failure toasts (spec §8)', () => {
  it('names a refusal, says "Unable to process purchase request." when the server fails, and "Please try again." offline', () => {
    expect(purchaseErrorToast(new ApiError(409, 'CONFLICT', 'You already have an open purchase request for this item.', {}))).toEqual({
      title: 'Failed to send purchase request',
      description: 'You already have an open purchase request for this item.',
    });
    expect(purchaseErrorToast(new ApiError(500, 'INTERNAL', 'Internal error', {}))).toEqual({ title: 'Error', description: 'Unable to process purchase request.' });
    expect(purchaseErrorToast(new TypeError('Failed to fetch'))).toEqual({ title: 'Failed to send purchase request', description: 'Please try again.' });
  });
});
