import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eachDay } from '../../../domain/dates';
import { formatDateRange } from '../../../domain/format';
import { conversations, messages, notifications, reservations } from '../../db/schema';
import { createReservation } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { availableDates, book, bookableListing, day, get, setClockToNoon, signedInUser } from './test-support';

describe('POST /api/reservations', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));

  it('creates a pending reservation priced by the server, holds its days, and writes conversation, messages and notification', async () => {
    const t = ctx();
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    const listing = await bookableListing(t, owner, { pricePerDay: '80.00', weeklyDiscount: 10, monthlyDiscount: 20 });

    const response = await book(t, renter, listing.id, day(t, 2), day(t, 9), { message: '  Hi! Can I pick it up at 9?  ' });
    expect(response.statusCode).toBe(201);
    const { reservation, price } = response.json();
    // 8 days × ₪80 = 640, weekly 10 % = 64 → 576
    expect(price).toEqual({ days: 8, price_per_day: 80, base_price: 640, discount_kind: 'weekly', discount_percent: 10, discount_amount: 64, total_price: 576 });
    expect(reservation).toMatchObject({
      listing_id: listing.id,
      owner_id: owner.id,
      renter_id: renter.id,
      start_date: day(t, 2),
      end_date: day(t, 9),
      status: 'pending',
      is_purchase: false,
      rental_price: 576,
      total_price: 576,
    });

    const dates = await availableDates(t, listing.id);
    for (const d of eachDay(day(t, 2), day(t, 9))) expect(dates).not.toContain(d);
    expect(dates).toContain(day(t, 1));
    expect(dates).toContain(day(t, 10));

    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.reservationId, reservation.reservation_id));
    expect(conversation).toMatchObject({ id: reservation.conversation_id, renterId: renter.id, ownerId: owner.id, listingId: listing.id });
    const thread = await t.db.select().from(messages).where(eq(messages.conversationId, conversation!.id)).orderBy(messages.createdAt);
    expect(thread).toHaveLength(2);
    expect(thread[0]).toMatchObject({ isSystemMessage: true, systemAction: 'requested', senderId: renter.id, receiverId: owner.id });
    expect(thread[1]).toMatchObject({ isSystemMessage: false, content: 'Hi! Can I pick it up at 9?', senderId: renter.id });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject({ type: 'reservation_request', relatedType: 'reservation', relatedId: reservation.reservation_id });
    // Stored as data, written with the UI's formatters: "₪576", "8 – 15 Dec 2026", not "₪576.00 … 2026-12-08".
    expect(notice!.metadata).toMatchObject({ data: { kind: 'booking_requested', renter_name: 'Avi Renter', total_price: 576, start_date: day(t, 2) } });
    const [listed] = (await get(t, '/api/notifications', owner)).json().notifications;
    expect(listed).toMatchObject({
      type: 'reservation_request',
      title: 'New booking request',
      content: `Avi Renter wants to rent "${listing.title}" for ${formatDateRange(day(t, 2), day(t, 9))} (₪576).`,
    });
  });

  it('applies the monthly discount at 30 days (taking precedence) and none below 7', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const listing = await bookableListing(t, owner, { pricePerDay: '50.00', weeklyDiscount: 10, monthlyDiscount: 25 });
    const monthly = await book(t, await signedInUser(t), listing.id, day(t, 1), day(t, 30));
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json().price).toMatchObject({ days: 30, base_price: 1500, discount_kind: 'monthly', discount_percent: 25, total_price: 1125 });
    const short = await book(t, await signedInUser(t), listing.id, day(t, 40), day(t, 45));
    expect(short.json().price).toMatchObject({ days: 6, discount_kind: 'none', total_price: 300 });
    expect(short.json().reservation.total_price).toBe(300);
  });

  it('refuses forged price fields and unknown fields (strict body)', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t));
    const response = await book(t, await signedInUser(t), listing.id, day(t, 1), day(t, 2), { total_price: 1, rental_price: 1 });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(reservations).where(eq(reservations.listingId, listing.id))).toHaveLength(0);
  });

  it('needs a session', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t));
    const response = await t.app.inject({ method: 'POST', url: '/api/reservations', payload: { listing_id: listing.id, start_date: day(t, 1), end_date: day(t, 2) } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('User not authenticated');
  });

  it('refuses bad dates: past start, end before start, not a date', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t));
    const renter = await signedInUser(t);
    const past = await book(t, renter, listing.id, day(t, -1), day(t, 2));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ code: 'INVALID_BOOKING', message: 'The start date cannot be in the past.' });
    const backwards = await book(t, renter, listing.id, day(t, 5), day(t, 3));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The end date must be on or after the start date.');
    expect((await book(t, renter, listing.id, '2030-02-30', day(t, 3))).statusCode).toBe(400);
    expect(await availableDates(t, listing.id)).toHaveLength(120);
  });

  it('enforces the minimum rental duration', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t), { minimumRentalDays: 3 });
    const response = await book(t, await signedInUser(t), listing.id, day(t, 1), day(t, 2));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: 'Minimum rental duration is 3 days.', details: { title: 'Invalid booking' } });
    expect((await book(t, await signedInUser(t), listing.id, day(t, 1), day(t, 3))).statusCode).toBe(201);
  });

  it('refuses a missing, deleted or inactive listing, and the owner booking their own', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const renter = await signedInUser(t);
    const missing = await book(t, renter, '00000000-0000-4000-8000-000000000000', day(t, 1), day(t, 2));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Listing not found');
    const deleted = await bookableListing(t, owner, { deletedAt: new Date().toISOString() });
    expect((await book(t, renter, deleted.id, day(t, 1), day(t, 2))).statusCode).toBe(404);
    const inactive = await bookableListing(t, owner, { status: 'inactive' });
    const refused = await book(t, renter, inactive.id, day(t, 1), day(t, 2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Listing unavailable');
    const own = await book(t, owner, (await bookableListing(t, owner)).id, day(t, 1), day(t, 2));
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot book your own listing.');
  });

  it('refuses days that are not available (including days held by another booking)', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t), {}, 10);
    const beyond = await book(t, await signedInUser(t), listing.id, day(t, 8), day(t, 12));
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe('The selected date range contains unavailable dates. Please select a different range.');
    expect((await book(t, await signedInUser(t), listing.id, day(t, 2), day(t, 4))).statusCode).toBe(201);
    const overlapping = await book(t, await signedInUser(t), listing.id, day(t, 4), day(t, 6));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.code).toBe('DATES_UNAVAILABLE');
  });

  it("refuses the renter's own overlapping reservation, on this listing or another one (naming it)", async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const renter = await signedInUser(t);
    const first = await bookableListing(t, owner, { title: 'Kayak for two' });
    expect((await book(t, renter, first.id, day(t, 3), day(t, 5))).statusCode).toBe(201);

    const same = await book(t, renter, first.id, day(t, 5), day(t, 7));
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(
      'You already have a pending reservation for this listing during these dates. Please choose different dates or manage your existing reservation first.',
    );
    const other = await bookableListing(t, owner, { title: 'Surfboard 7ft' });
    const elsewhere = await book(t, renter, other.id, day(t, 4), day(t, 4));
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error.message).toContain('"Kayak for two"');
    expect(elsewhere.json().error.details.title).toBe('Booking conflict');
    // "an accepted", never "a accepted" (issue #15).
    await t.db
      .update(reservations)
      .set({ status: 'accepted' })
      .where(and(eq(reservations.renterId, renter.id), eq(reservations.listingId, first.id)));
    const accepted = await book(t, renter, other.id, day(t, 4), day(t, 4));
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(
      'You already have an accepted reservation for "Kayak for two" during these dates. Please choose different dates or manage your existing reservation first.',
    );
    // Declined/cancelled ones do not block.
    await t.db
      .update(reservations)
      .set({ status: 'declined' })
      .where(and(eq(reservations.renterId, renter.id), eq(reservations.listingId, first.id)));
    expect((await book(t, renter, other.id, day(t, 4), day(t, 4))).statusCode).toBe(201);
  });

  it('turns an exclusion-constraint violation into 409, never 500', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t));
    // A reservation written behind the service's back, days still in `available`: only the constraint can refuse.
    await createReservation(t.db, { listingId: listing.id, startDate: day(t, 10), endDate: day(t, 12), status: 'accepted' });
    const response = await book(t, await signedInUser(t), listing.id, day(t, 11), day(t, 13));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('DATES_UNAVAILABLE');
    expect(await availableDates(t, listing.id)).toContain(day(t, 13));
  });
});
