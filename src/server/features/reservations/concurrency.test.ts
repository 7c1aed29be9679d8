import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { availableDates, book, bookableListing, day, setClockToNoon, signedInUser } from './test-support';

describe('double booking under real concurrency (PostgreSQL and the embedded PGlite)', () => {
  const ctx = useTestApp();
  beforeAll(() => setClockToNoon(ctx()));

  it('50 simultaneous requests for overlapping days: exactly one 201, 49 × 409, no overlap in the table', async () => {
    const t = ctx();
    const owner = await signedInUser(t);
    const listing = await bookableListing(t, owner);
    const renters = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t)));

    // Every request overlaps day 10; starts and ends vary so that the ranges differ.
    const responses = await Promise.all(renters.map((renter, i) => book(t, renter, listing.id, day(t, 5 + (i % 6)), day(t, 10 + (i % 4)))));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.message).toBe('The selected date range contains unavailable dates. Please select a different range.');
    }

    const overlaps = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from reservations a join reservations b
          on a.listing_id = b.listing_id and a.id < b.id
          and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
          where a.listing_id = ${listing.id}
            and a.status in ('pending', 'accepted', 'ongoing', 'confirmed') and b.status in ('pending', 'accepted', 'ongoing', 'confirmed')`,
    );
    expect(overlaps[0]!.count).toBe(0);
    const [{ count }] = (await queryRows<{ count: number }>(t.db, sql`select count(*)::int as count from reservations where listing_id = ${listing.id}`)) as [
      { count: number },
    ];
    expect(count).toBe(1);
    const winner = responses.find((r) => r.statusCode === 201)!.json().reservation;
    const dates = await availableDates(t, listing.id);
    expect(dates).not.toContain(winner.start_date);
    expect(dates).not.toContain(winner.end_date);
    expect(dates).toHaveLength(120 - (Number(winner.end_date.slice(8)) - Number(winner.start_date.slice(8)) + 1));
  });

  it('ten simultaneous overlapping requests on either database: one wins', async () => {
    const t = ctx();
    const listing = await bookableListing(t, await signedInUser(t));
    const renters = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t)));
    const responses = await Promise.all(renters.map((renter) => book(t, renter, listing.id, day(t, 3), day(t, 4))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });
});
