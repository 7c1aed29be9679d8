import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications, purchaseRequests } from '../../db/schema';
import { createReservation } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { act, bookableListing, get, listingRow, post, setClockToNoon, signedInUser, today } from './test-support';

describe('purchases', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));

  it('quotes and buys with rental credit, then the owner accepts and completes: listing inactive', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const buyer = await signedInUser(t);
    const listing = await bookableListing(t, owner, { forSale: true, salePrice: '1500.00' });
    // Earlier rentals by the buyer: the latest completed or ongoing one counts.
    await createReservation(t.db, { listingId: listing.id, renterId: buyer.id, startDate: '2029-01-01', endDate: '2029-01-03', totalPrice: '300.00', status: 'completed' });
    await createReservation(t.db, { listingId: listing.id, renterId: buyer.id, startDate: '2029-06-01', endDate: '2029-06-02', totalPrice: '200.00', status: 'completed' });
    await createReservation(t.db, { listingId: listing.id, renterId: buyer.id, startDate: '2029-08-01', endDate: '2029-08-02', totalPrice: '999.00', status: 'cancelled_by_renter' });

    const quote = await get(t, `/api/listings/${listing.id}/purchase-quote`, buyer);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual({ sale_price: 1500, rental_credit: 200, purchase_price: 1300 });

    const response = await post(t, '/api/purchases', buyer, { listing_id: listing.id, message: 'Cash on pickup?' });
    expect(response.statusCode).toBe(201);
    const { reservation, purchase_request } = response.json();
    expect(reservation).toMatchObject({ is_purchase: true, status: 'pending', start_date: today(t), end_date: today(t), total_price: 1300, rental_price: 1300 });
    expect(purchase_request).toMatchObject({ sale_price: 1500, rental_credit: 200, purchase_price: 1300, status: 'pending' });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject({ type: 'booking_request', relatedType: 'reservation', relatedId: reservation.reservation_id });
    const thread = await t.db.select().from(messages).where(eq(messages.conversationId, reservation.conversation_id)).orderBy(messages.createdAt);
    expect(thread.map((m) => [m.isSystemMessage, m.systemAction ?? m.content])).toEqual([
      [true, 'purchase_requested'],
      [false, 'Cash on pickup?'],
    ]);

    const duplicate = await post(t, '/api/purchases', buyer, { listing_id: listing.id });
    expect(duplicate.statusCode).toBe(409);

    expect((await act(t, owner, reservation.reservation_id, 'complete')).statusCode).toBe(409); // not accepted yet
    const accepted = await act(t, owner, reservation.reservation_id, 'accept');
    expect(accepted.json().reservation.available_actions).toEqual(['cancel_by_owner', 'complete']);
    expect((await act(t, buyer, reservation.reservation_id, 'complete')).statusCode).toBe(403);

    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    try {
      const completed = await act(t, owner, reservation.reservation_id, 'complete');
      expect(completed.statusCode).toBe(200);
      expect(completed.json().reservation).toMatchObject({ status: 'completed', end_date: today(t), can_review: true, purchase_request: { status: 'completed' } });
      expect((await listingRow(t, listing.id)).status).toBe('inactive');
      const [request] = await t.db.select().from(purchaseRequests).where(eq(purchaseRequests.reservationId, reservation.reservation_id));
      expect(request!.status).toBe('completed');
      const buyerNotices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
      expect(buyerNotices.map((n) => n.type).sort()).toEqual(['feedback_request', 'reservation_confirmed']);
      expect((await act(t, owner, reservation.reservation_id, 'complete')).statusCode).toBe(409);
    } finally {
      setClockToNoon(t);
    }
  });

  it('credit never makes the price negative; no credit without a completed/ongoing rental', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const buyer = await signedInUser(t);
    const listing = await bookableListing(t, owner, { forSale: true, salePrice: '100.00' });
    expect((await get(t, `/api/listings/${listing.id}/purchase-quote`, buyer)).json()).toEqual({ sale_price: 100, rental_credit: 0, purchase_price: 100 });
    await createReservation(t.db, { listingId: listing.id, renterId: buyer.id, startDate: '2029-01-01', endDate: '2029-01-03', totalPrice: '250.00', status: 'ongoing' });
    expect((await get(t, `/api/listings/${listing.id}/purchase-quote`, buyer)).json()).toEqual({ sale_price: 100, rental_credit: 250, purchase_price: 0 });
  });

  it('refuses: not for sale, own listing, inactive, missing, signed out, forged price', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const buyer = await signedInUser(t);
    const rentalOnly = await bookableListing(t, owner);
    const notForSale = await post(t, '/api/purchases', buyer, { listing_id: rentalOnly.id });
    expect(notForSale.statusCode).toBe(400);
    expect(notForSale.json().error.message).toBe('Item not for sale');
    expect((await get(t, `/api/listings/${rentalOnly.id}/purchase-quote`, buyer)).json().error.message).toBe('Item not for sale');
    const forSale = await bookableListing(t, owner, { forSale: true, salePrice: '500.00' });
    const own = await post(t, '/api/purchases', owner, { listing_id: forSale.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot buy your own listing.');
    const inactive = await bookableListing(t, owner, { forSale: true, salePrice: '500.00', status: 'inactive' });
    expect((await post(t, '/api/purchases', buyer, { listing_id: inactive.id })).json().error.message).toBe('Listing unavailable');
    expect((await post(t, '/api/purchases', buyer, { listing_id: '00000000-0000-4000-8000-000000000000' })).json().error.message).toBe('Listing not found');
    expect((await post(t, '/api/purchases', undefined, { listing_id: forSale.id })).statusCode).toBe(401);
    expect((await post(t, '/api/purchases', buyer, { listing_id: forSale.id, purchase_price: 1 })).statusCode).toBe(400);
    expect(await t.db.select().from(purchaseRequests).where(eq(purchaseRequests.buyerId, buyer.id))).toHaveLength(0);
  });

  it('a declined purchase frees the buyer to ask again', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const buyer = await signedInUser(t);
    const listing = await bookableListing(t, owner, { forSale: true, salePrice: '500.00' });
    const first = (await post(t, '/api/purchases', buyer, { listing_id: listing.id })).json().reservation.reservation_id;
    expect((await act(t, owner, first, 'decline')).json().reservation.purchase_request.status).toBe('declined');
    expect((await post(t, '/api/purchases', buyer, { listing_id: listing.id })).statusCode).toBe(201);
  });
});
