import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eachDay } from '../../../domain/dates';
import { conversations, messages, notifications, reservations } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { act, availableDates, book, bookableListing, day, setClockToNoon, signedInUser, type TestUser } from './test-support';

describe('POST /api/reservations/:id/actions', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));

  async function pendingBooking(startOffset = 2, endOffset = 4) {
    const t = ctx();
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    const listing = await bookableListing(t, owner);
    const response = await book(t, renter, listing.id, day(t, startOffset), day(t, endOffset));
    expect(response.statusCode).toBe(201);
    return { owner, renter, listing, id: response.json().reservation.reservation_id as string };
  }

  async function systemActions(reservationId: string) {
    const t = ctx();
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.reservationId, reservationId));
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, conversation!.id)).orderBy(messages.createdAt);
    return rows.filter((m) => m.isSystemMessage).map((m) => ({ action: m.systemAction, sender: m.senderId, receiver: m.receiverId }));
  }

  async function noticesOf(user: TestUser) {
    return ctx().db.select().from(notifications).where(eq(notifications.userId, user.id));
  }

  it('owner accepts: status accepted, system message, reservation_confirmed notification for the renter; a second accept is 409', async () => {
    const t = ctx();
    const { owner, renter, id } = await pendingBooking();
    const response = await act(t, owner, id, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json().reservation).toMatchObject({ reservation_id: id, status: 'accepted', role: 'owner', available_actions: ['cancel_by_owner'] });
    expect(await systemActions(id)).toEqual([
      { action: 'requested', sender: renter.id, receiver: owner.id },
      { action: 'accepted', sender: owner.id, receiver: renter.id },
    ]);
    expect((await noticesOf(renter)).map((n) => n.type)).toEqual(['reservation_confirmed']);

    const again = await act(t, owner, id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This reservation is accepted: only pending requests can be accepted.');
    expect(await systemActions(id)).toHaveLength(2);
  });

  it('two simultaneous accepts: exactly one succeeds (row lock)', async () => {
    const t = ctx();
    const { owner, id } = await pendingBooking();
    const results = await Promise.all([act(t, owner, id, 'accept'), act(t, owner, id, 'accept'), act(t, owner, id, 'decline')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await systemActions(id)).toHaveLength(2);
  });

  it('the renter cannot accept or decline; the wrong cancel action is refused with the spec text', async () => {
    const t = ctx();
    const { owner, renter, id } = await pendingBooking();
    const accept = await act(t, renter, id, 'accept');
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.message).toBe('Only the owner can accept or decline reservations');
    expect((await act(t, renter, id, 'decline')).json().error.message).toBe('Only the owner can accept or decline reservations');
    const wrongCancel = await act(t, renter, id, 'cancel_by_owner');
    expect(wrongCancel.statusCode).toBe(403);
    expect(wrongCancel.json().error.message).toBe('Invalid cancellation action for user role');
    expect((await act(t, owner, id, 'cancel_by_renter')).json().error.message).toBe('Invalid cancellation action for user role');
    expect((await act(t, owner, id, 'complete')).statusCode).toBe(409); // a rental cannot be "completed" by hand
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row!.status).toBe('pending');
  });

  it("someone else's reservation is not found, and bad input is 400", async () => {
    const t = ctx();
    const { id } = await pendingBooking();
    const stranger = await signedInUser(t);
    const response = await act(t, stranger, id, 'cancel_by_renter');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Reservation not found');
    expect((await act(t, stranger, 'not-a-uuid', 'accept')).statusCode).toBe(400);
    const { owner, id: other } = await pendingBooking();
    expect((await act(t, owner, other, 'approve')).statusCode).toBe(400);
  });

  it('decline returns the days and notifies the renter (reservation_declined)', async () => {
    const t = ctx();
    const { owner, renter, listing, id } = await pendingBooking(3, 6);
    expect(await availableDates(t, listing.id)).not.toContain(day(t, 3));
    const response = await act(t, owner, id, 'decline');
    expect(response.json().reservation.status).toBe('declined');
    const dates = await availableDates(t, listing.id);
    for (const d of eachDay(day(t, 3), day(t, 6))) expect(dates).toContain(d);
    expect((await noticesOf(renter)).map((n) => n.type)).toEqual(['reservation_declined']);
    expect((await act(t, renter, id, 'cancel_by_renter')).statusCode).toBe(409);
  });

  it('renter cancels a pending request, and an accepted one; the owner is notified (reservation_cancelled)', async () => {
    const t = ctx();
    const first = await pendingBooking();
    const cancelled = await act(t, first.renter, first.id, 'cancel_by_renter');
    expect(cancelled.json().reservation.status).toBe('cancelled_by_renter');
    expect((await noticesOf(first.owner)).map((n) => n.type).sort()).toEqual(['reservation_cancelled', 'reservation_request']);
    expect(await availableDates(t, first.listing.id)).toContain(day(t, 2));

    const second = await pendingBooking();
    await act(t, second.owner, second.id, 'accept');
    const byRenter = await act(t, second.renter, second.id, 'cancel_by_renter');
    expect(byRenter.json().reservation.status).toBe('cancelled_by_renter');
    expect(await systemActions(second.id)).toEqual([
      { action: 'requested', sender: second.renter.id, receiver: second.owner.id },
      { action: 'accepted', sender: second.owner.id, receiver: second.renter.id },
      { action: 'cancelled_by_renter', sender: second.renter.id, receiver: second.owner.id },
    ]);
  });

  it('owner cancels an accepted reservation: days return, renter notified', async () => {
    const t = ctx();
    const { owner, renter, listing, id } = await pendingBooking(5, 7);
    await act(t, owner, id, 'accept');
    const response = await act(t, owner, id, 'cancel_by_owner');
    expect(response.json().reservation.status).toBe('cancelled_by_owner');
    expect(await availableDates(t, listing.id)).toContain(day(t, 5));
    expect((await noticesOf(renter)).map((n) => n.type).sort()).toEqual(['reservation_cancelled', 'reservation_confirmed']);
  });

  it('a cancelled reservation returns only the days from today on', async () => {
    const t = ctx();
    const { owner, listing, id } = await pendingBooking(0, 3);
    await act(t, owner, id, 'accept');
    // Two days later (the rental started two days ago) the owner cancels.
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    try {
      await act(t, owner, id, 'cancel_by_owner');
      const dates = await availableDates(t, listing.id);
      expect(dates).not.toContain(day(t, -2));
      expect(dates).not.toContain(day(t, -1));
      expect(dates).toContain(day(t, 0));
      expect(dates).toContain(day(t, 1));
    } finally {
      setClockToNoon(t);
    }
  });

  it('accept after 24 hours is refused even before the expiry job ran', async () => {
    const t = ctx();
    const { owner, id } = await pendingBooking(5, 6);
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const response = await act(t, owner, id, 'accept');
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('This request is older than 24 hours and has expired.');
    } finally {
      setClockToNoon(t);
    }
  });
});
