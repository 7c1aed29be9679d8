import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications, purchaseRequests, reservations } from '../../db/schema';
import { createScheduler } from '../../platform/scheduler';
import { useTestApp } from '../../test/test-app';
import { reservationJobs } from './jobs';
import { act, availableDates, book, bookableListing, day, post, setClockToNoon, signedInUser } from './test-support';

const HOUR = 60 * 60 * 1000;

describe('reservation lifecycle jobs', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    setClockToNoon(ctx());
    // Statistics of the empty tables, as after a VACUUM ANALYZE: the planner then ran the batch's IN (… LIMIT)
    // sub-select again per row, and 'works in bounded batches' expired 3 with a batch of 2.
    await ctx().db.execute(sql`analyze`);
  });

  const runJobs = (batch?: number) => {
    const t = ctx();
    return createScheduler({ db: t.db, jobs: reservationJobs(t.clock, t.config.marketTimeZone, batch), intervalMs: 60_000, log: t.app.log }).runOnce();
  };
  const statusOf = async (id: string) => (await ctx().db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

  it('expires pending requests older than 24 hours: days returned, system message without actor, renter notified; idempotent', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-04-01');
    const owner = await signedInUser(t);
    const renter = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    const old = (await book(t, renter, listing.id, day(t, 5), day(t, 7))).json().reservation;
    const buyer = await signedInUser(t);
    const saleListing = await bookableListing(t, owner, { forSale: true, salePrice: '900.00' });
    const purchase = (await post(t, '/api/purchases', buyer, { listing_id: saleListing.id })).json().reservation;
    t.clock.advance(23 * HOUR);
    const fresh = (await book(t, await signedInUser(t), listing.id, day(t, 20), day(t, 21))).json().reservation;

    t.clock.advance(2 * HOUR); // old: 25 h, fresh: 2 h
    const first = await runJobs();
    expect(first?.['reservations-expire-pending']).toBe(2);
    expect(await statusOf(old.reservation_id)).toBe('expired');
    expect(await statusOf(purchase.reservation_id)).toBe('expired');
    expect(await statusOf(fresh.reservation_id)).toBe('pending');
    expect(await availableDates(t, listing.id)).toContain(day(t, 5));
    const [request] = await t.db.select().from(purchaseRequests).where(eq(purchaseRequests.reservationId, purchase.reservation_id));
    expect(request!.status).toBe('expired');
    const system = await t.db.select().from(messages).where(eq(messages.conversationId, old.conversation_id));
    expect(system.find((m) => m.systemAction === 'expired')).toMatchObject({ isSystemMessage: true, senderId: null, receiverId: renter.id });
    const renterNotices = await t.db.select().from(notifications).where(eq(notifications.userId, renter.id));
    expect(renterNotices).toHaveLength(1);
    expect(renterNotices[0]).toMatchObject({ relatedId: old.reservation_id, relatedType: 'reservation' });

    const second = await runJobs();
    expect(second?.['reservations-expire-pending']).toBe(0);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, old.conversation_id))).toHaveLength(system.length);

    // Accepting an expired request is refused by the state machine.
    const late = await act(t, owner, old.reservation_id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This reservation is expired: only pending requests can be accepted.');
    await act(t, owner, fresh.reservation_id, 'decline'); // leave nothing pending for the next tests
  });

  it('works in bounded batches', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-05-01');
    const owner = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    for (let i = 0; i < 3; i += 1) expect((await book(t, await signedInUser(t), listing.id, day(t, i * 2 + 1), day(t, i * 2 + 1))).statusCode).toBe(201);
    t.clock.advance(30 * HOUR);
    expect((await runJobs(2))?.['reservations-expire-pending']).toBe(2);
    expect((await runJobs(2))?.['reservations-expire-pending']).toBe(1);
    expect((await runJobs(2))?.['reservations-expire-pending']).toBe(0);
  });

  it('accepted rentals become ongoing on their start date and completed the day after their end date (market time zone)', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-06-01');
    const owner = await signedInUser(t);
    const renter = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    const start = day(t, 1);
    const end = day(t, 2);
    const id = (await book(t, renter, listing.id, start, end)).json().reservation.reservation_id;
    await act(t, owner, id, 'accept');

    await runJobs();
    expect(await statusOf(id)).toBe('accepted');
    // 2030-06-01 21:30 UTC is already 2030-06-02 00:30 in Jerusalem: the start date has come there.
    t.clock.set(new Date('2030-06-01T21:30:00Z'));
    expect((await runJobs())?.['reservations-start']).toBe(1);
    expect(await statusOf(id)).toBe('ongoing');
    expect((await runJobs())?.['reservations-start']).toBe(0);

    t.clock.set(new Date(`${end}T12:00:00Z`));
    await runJobs();
    expect(await statusOf(id)).toBe('ongoing'); // still its last day
    t.clock.set(new Date(`${end}T22:30:00Z`)); // the day after the end, in Jerusalem
    expect((await runJobs())?.['reservations-finish']).toBe(1);
    expect(await statusOf(id)).toBe('completed');
    expect((await runJobs())?.['reservations-finish']).toBe(0);
    const feedback = await t.db.select().from(notifications).where(eq(notifications.type, 'feedback_request'));
    expect(feedback.filter((n) => n.relatedId === id).map((n) => n.userId).sort()).toEqual([owner.id, renter.id].sort());
    // A completed rental gives rental credit and lets the renter request to buy.
    const detail = await t.app.inject({ method: 'GET', url: `/api/reservations/${id}`, headers: { cookie: renter.cookie } });
    expect(detail.json().reservation).toMatchObject({ status: 'completed', can_review: true, can_request_purchase: false });
  });

  it('leaves pending, cancelled and purchase reservations alone when starting and finishing', async () => {
    const t = ctx();
    setClockToNoon(t, '2030-07-01');
    const owner = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    const pending = (await book(t, await signedInUser(t), listing.id, day(t, 0), day(t, 0))).json().reservation.reservation_id;
    const renter = await signedInUser(t);
    const cancelled = (await book(t, renter, listing.id, day(t, 1), day(t, 1))).json().reservation.reservation_id;
    await act(t, renter, cancelled, 'cancel_by_renter');
    const result = await runJobs();
    expect(result?.['reservations-start']).toBe(0);
    expect(await statusOf(pending)).toBe('pending');
    expect(await statusOf(cancelled)).toBe('cancelled_by_renter');
  });
});
