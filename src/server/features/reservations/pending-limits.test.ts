import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingLimitTexts } from '../../../domain/pending-limits';
import { profiles } from '../../db/schema';
import { createReservation } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { act, book, bookableListing, day, setClockToNoon, signedInUser, type TestUser } from './test-support';

/** Calendar squatting: what one renter may hold in pending requests at a time. */
describe('pending request limits', () => {
  const ctx = useTestApp();
  let owner: TestUser;
  beforeAll(async () => {
    setClockToNoon(ctx());
    owner = await signedInUser(ctx());
  });
  const listing = async () => (await bookableListing(ctx(), owner, {}, 180)).id;
  // A renter's own requests may not overlap (another rule): each request takes the next free dates.
  let next = 0;
  const request = (renter: TestUser, listingId: string) => {
    next += 3;
    return book(ctx(), renter, listingId, day(ctx(), next), day(ctx(), next + 1));
  };

  it('holds at most 3 pending requests across listings; an answered or cancelled one frees a place', async () => {
    const t = ctx();
    const renter = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await request(renter, await listing());
      expect(response.statusCode).toBe(201);
      ids.push(response.json().reservation.reservation_id);
    }
    const fourth = await request(renter, await listing());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toMatchObject({
      code: 'PENDING_LIMIT',
      message: pendingLimitTexts.tooManyPending(3),
      details: { title: pendingLimitTexts.title, limit: 3, pending: 3 },
    });

    expect((await act(t, owner, ids[0]!, 'decline')).statusCode).toBe(200);
    expect((await request(renter, await listing())).statusCode).toBe(201);
    expect((await request(renter, await listing())).statusCode).toBe(409);
    expect((await act(t, renter, ids[1]!, 'cancel_by_renter')).statusCode).toBe(200);
    expect((await request(renter, await listing())).statusCode).toBe(201);
  });

  it('holds one pending request per listing, whatever the dates', async () => {
    const t = ctx();
    const renter = await signedInUser(t);
    const id = await listing();
    expect((await request(renter, id)).statusCode).toBe(201);
    const second = await request(renter, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'PENDING_LIMIT', message: pendingLimitTexts.pendingForListing });
  });

  it('lets an account whose e-mail is not verified hold one; verifying lifts it to three', async () => {
    const t = ctx();
    const renter = await signedInUser(t, { emailVerified: false });
    expect((await request(renter, await listing())).statusCode).toBe(201);
    const second = await request(renter, await listing());
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'PENDING_LIMIT', message: pendingLimitTexts.verifyToRequestMore, details: { limit: 1 } });

    await t.db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, renter.id));
    expect((await request(renter, await listing())).statusCode).toBe(201);
  });

  it('counts neither accepted rentals nor purchase requests', async () => {
    const t = ctx();
    const renter = await signedInUser(t);
    for (const status of ['accepted', 'ongoing'] as const) {
      await createReservation(t.db, { listingId: await listing(), renterId: renter.id, status, startDate: day(t, 170), endDate: day(t, 171) });
    }
    await createReservation(t.db, { listingId: await listing(), renterId: renter.id, status: 'pending', isPurchase: true, startDate: day(t, 175), endDate: day(t, 175) });
    for (let i = 0; i < 3; i++) expect((await request(renter, await listing())).statusCode).toBe(201);
  });

  it('cannot be passed by requests sent at once', async () => {
    const t = ctx();
    const renter = await signedInUser(t);
    const listings = await Promise.all(Array.from({ length: 6 }, () => listing()));
    const answers = await Promise.all(listings.map((id) => request(renter, id)));
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((response) => response.statusCode === 409).every((response) => response.json().error.code === 'PENDING_LIMIT')).toBe(true);
  });
});
