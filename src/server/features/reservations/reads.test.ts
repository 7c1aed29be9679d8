import { beforeAll, describe, expect, it } from 'vitest';
import { createListingPhoto, createReservation } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { act, book, bookableListing, day, get, setClockToNoon, signedInUser } from './test-support';

describe('reservation reads', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));

  it('detail: parties only; approximate location while pending, full after accept; renter message, breakdown and earnings by role', async () => {
    const t = ctx();
    const owner = await signedInUser(t, { firstName: 'Dana', lastName: 'Owner' });
    const renter = await signedInUser(t, { firstName: 'Avi', lastName: 'Renter' });
    const listing = await bookableListing(t, owner, {
      location: 'Herzl 5, Haifa, Israel',
      locationLat: 32.8,
      locationLng: 34.99,
      pricePerDay: '80.00',
      weeklyDiscount: 10,
      forSale: true,
      salePrice: '2000.00',
    });
    await createListingPhoto(t.db, { listingId: listing.id });
    const id = (await book(t, renter, listing.id, day(t, 1), day(t, 8), { message: 'Hello there' })).json().reservation.reservation_id as string;

    const ownerView = (await get(t, `/api/reservations/${id}`, owner)).json().reservation;
    expect(ownerView).toMatchObject({
      short_id: id.slice(0, 8).toUpperCase(),
      role: 'owner',
      earnings: 576,
      price_breakdown: null,
      renter_message: 'Hello there',
      available_actions: ['accept', 'decline', 'cancel_by_owner'],
      other_party: { id: renter.id, first_name: 'Avi', last_name: 'Renter' },
      listing: { location: 'Haifa, Israel', location_precision: 'approximate', location_lat: null, location_lng: null },
    });
    expect(ownerView.listing.main_photo_url).toMatch(/^\/media\/listings\/.+\.webp$/);
    expect(JSON.stringify(ownerView)).not.toContain('Herzl');
    expect(ownerView.other_party).not.toHaveProperty('email');

    const renterView = (await get(t, `/api/reservations/${id}`, renter)).json().reservation;
    expect(renterView).toMatchObject({
      role: 'renter',
      earnings: null,
      renter_message: null,
      available_actions: ['cancel_by_renter'],
      can_request_purchase: false,
      can_review: false,
      price_breakdown: { days: 8, price_per_day: 80, base_price: 640, discount_kind: 'weekly', discount_amount: 64, total_price: 576 },
      other_party: { id: owner.id, first_name: 'Dana' },
    });

    const stranger = await signedInUser(t);
    const hidden = await get(t, `/api/reservations/${id}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Reservation not found');
    expect((await get(t, `/api/reservations/${id}`, undefined)).statusCode).toBe(401);

    await act(t, owner, id, 'accept');
    const accepted = (await get(t, `/api/reservations/${id}`, renter)).json().reservation;
    expect(accepted.listing).toMatchObject({ location: 'Herzl 5, Haifa, Israel', location_precision: 'full', location_lat: 32.8, location_lng: 34.99 });

    // Ongoing rental of a for-sale listing: the renter may request to buy.
    const ongoing = await createReservation(t.db, { listingId: listing.id, renterId: renter.id, startDate: '2029-01-01', endDate: '2029-01-02', status: 'ongoing' });
    expect((await get(t, `/api/reservations/${ongoing.id}`, renter)).json().reservation.can_request_purchase).toBe(true);
    expect((await get(t, `/api/reservations/${ongoing.id}`, owner)).json().reservation.can_request_purchase).toBe(false);
  });

  it('list: by role, newest first, with listing summary (approximate location) and the other party', async () => {
    const t = ctx();
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await bookableListing(t, me, { location: 'Secret St 9, Eilat, Israel' });
    const theirs = await bookableListing(t, other, { title: 'Theirs' });
    const hosting = (await book(t, other, mine.id, day(t, 1), day(t, 2))).json().reservation.reservation_id;
    t.clock.advance(1000);
    const renting = (await book(t, me, theirs.id, day(t, 5), day(t, 6))).json().reservation.reservation_id;

    const all = (await get(t, '/api/reservations', me)).json().reservations;
    expect(all.map((r: { reservation_id: string }) => r.reservation_id)).toEqual([renting, hosting]);
    expect(all[1]).toMatchObject({ role: 'owner', listing: { listing_id: mine.id, location: 'Eilat, Israel', owner_id: me.id }, other_party: { id: other.id } });
    expect(all[0]).toMatchObject({ role: 'renter', is_purchase: false, status: 'pending', listing: { title: 'Theirs' } });
    expect((await get(t, '/api/reservations?role=owner', me)).json().reservations).toHaveLength(1);
    expect((await get(t, '/api/reservations?role=renter', me)).json().reservations[0].reservation_id).toBe(renting);
    expect((await get(t, '/api/reservations?role=boss', me)).statusCode).toBe(400);
    expect((await get(t, '/api/reservations', await signedInUser(t))).json().reservations).toEqual([]);
  });

  it('calendar: real reservations in the window, hosting vs renting, cancelled left out', async () => {
    const t = ctx();
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await bookableListing(t, me);
    const theirs = await bookableListing(t, other);
    const hosting = (await book(t, other, mine.id, day(t, 1), day(t, 3))).json().reservation.reservation_id;
    const renting = (await book(t, me, theirs.id, day(t, 10), day(t, 12))).json().reservation.reservation_id;
    await act(t, other, renting, 'accept');
    const cancelled = (await book(t, me, theirs.id, day(t, 20), day(t, 21))).json().reservation.reservation_id;
    await act(t, me, cancelled, 'cancel_by_renter');

    const response = await get(t, `/api/me/calendar?from=${day(t, 0)}&to=${day(t, 30)}`, me);
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries;
    expect(entries.map((e: { reservation_id: string; kind: string; badge: string }) => [e.reservation_id, e.kind, e.badge])).toEqual([
      [hosting, 'hosting', 'pending'],
      [renting, 'renting', 'confirmed'],
    ]);
    expect((await get(t, `/api/me/calendar?from=${day(t, 11)}&to=${day(t, 11)}`, me)).json().entries).toHaveLength(1);
    expect((await get(t, `/api/me/calendar?from=${day(t, 5)}&to=${day(t, 1)}`, me)).statusCode).toBe(400);
    expect((await get(t, `/api/me/calendar?from=${day(t, 0)}&to=${day(t, 1)}`, undefined)).statusCode).toBe(401);
  });
});
