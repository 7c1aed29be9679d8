import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, multirangeToDates, nextDates } from '../../domain/availability';
import { categories } from '../../domain/categories';
import { favorites, listingPhotos, listings, profiles } from './schema';
import { expectViolation, pgCodes } from '../test/db-errors';
import { createFavorite, createListing, createListingPhoto, createProfile, createReservation } from '../test/factories';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();
const db = () => database().db;

const { checkViolation, uniqueViolation, foreignKeyViolation, restrictViolation } = pgCodes;

describe('listings CHECK constraints', () => {
  it('accepts every spec category and refuses any other', async () => {
    for (const category of categories) await createListing(db(), { category });
    await expectViolation(createListing(db(), { category: 'Spaceships' }), 'listings_category', checkViolation);
  });

  it.each([
    ['listings_title_length', { title: 'x'.repeat(121) }],
    ['listings_title_length', { title: '' }],
    ['listings_description_length', { description: 'x'.repeat(5001) }],
    ['listings_location_length', { location: 'x'.repeat(301) }],
    ['listings_price_per_day', { pricePerDay: '-0.01' }],
    ['listings_minimum_rental_days', { minimumRentalDays: 0 }],
    ['listings_minimum_rental_days', { minimumRentalDays: 366 }],
    ['listings_weekly_discount', { weeklyDiscount: -1 }],
    ['listings_weekly_discount', { weeklyDiscount: 51 }],
    ['listings_monthly_discount', { monthlyDiscount: 51 }],
    ['listings_sale_price', { forSale: false, salePrice: '100.00' }],
    ['listings_sale_price', { forSale: true, salePrice: '-1.00' }],
    ['listings_coordinates', { locationLat: 32.1, locationLng: null }],
    ['listings_coordinates', { locationLat: 91, locationLng: 34.8 }],
    ['listings_coordinates', { locationLat: 32.1, locationLng: 181 }],
    ['listings_review_counters', { reviewCount: -1 }],
  ] as const)('%s refuses %o', async (constraint, values) => {
    await expectViolation(createListing(db(), values), constraint, checkViolation);
  });

  it('stores and updates a listing at the largest size every column allows: no index entry outgrows a page', async () => {
    // A btree entry holds at most 2,704 bytes, INCLUDE columns too, and is never moved out of line: a covering index
    // that carried the search vector (5,000 characters of description, here 600 distinct words) or a long column
    // refused such listings on insert and on every later update (decision 0030).
    const word = (n: number) => `w${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!)}k`;
    const words = (count: number, from: number) => Array.from({ length: count }, (_, i) => word(from + i * 7919));
    const description = words(700, 100_000).join(' ').slice(0, 5000);
    const title = words(20, 5).join(' ').slice(0, 120);
    const everyOtherDay = nextDates('2030-01-01', 365).filter((_, i) => i % 2 === 0);
    const listing = await createListing(db(), {
      title,
      description,
      location: `${'Long street name '.repeat(16)}, Tel Aviv-Yafo, Israel`.slice(0, 300),
      locationLat: 32.0853,
      locationLng: 34.7818,
      available: datesToMultirangeLiteral(everyOtherDay),
    });
    expect(listing.description).toHaveLength(5000);
    await db().update(listings).set({ pricePerDay: '99.00', reviewCount: 3, ratingSum: 14 }).where(eq(listings.id, listing.id));
    const [row] = await db().select({ price: listings.pricePerDay }).from(listings).where(eq(listings.id, listing.id));
    expect(row!.price).toBe('99.00');
  });

  it('refuses an unknown status (raw SQL bypasses the TypeScript enum)', async () => {
    const listing = await createListing(db());
    await expectViolation(db().execute(sql`update listings set status = 'archived' where id = ${listing.id}`), 'listings_status', checkViolation);
  });

  it('applies the defaults: active, 1 day minimum, no discounts, not for sale, no availability', async () => {
    const listing = await createListing(db());
    expect(listing).toMatchObject({
      status: 'active',
      minimumRentalDays: 1,
      weeklyDiscount: 0,
      monthlyDiscount: 0,
      forSale: false,
      salePrice: null,
      available: '{}',
      reviewCount: 0,
      ratingSum: 0,
      deletedAt: null,
    });
  });

  it('keeps money exact as numeric (no float rounding)', async () => {
    const listing = await createListing(db(), { pricePerDay: '0.10', forSale: true, salePrice: '1234567890.99' });
    const [row] = await db()
      .select({ sum: sql<string>`(${listings.pricePerDay} + 0.20)::text`, salePrice: listings.salePrice })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row).toEqual({ sum: '0.30', salePrice: '1234567890.99' });
  });

  it('refuses an owner that does not exist and an owner deletion while listings exist (RESTRICT)', async () => {
    await expectViolation(
      createListing(db(), { ownerId: '00000000-0000-4000-8000-000000000000' }),
      'listings_owner_id_profiles_id_fk',
      foreignKeyViolation,
    );
    const listing = await createListing(db());
    await expectViolation(db().delete(profiles).where(eq(profiles.id, listing.ownerId)), 'listings_owner_id_profiles_id_fk', restrictViolation);
  });
});

describe('listing photos', () => {
  it('positions are 0–9 and unique per listing', async () => {
    const photo = await createListingPhoto(db(), { position: 0 });
    await createListingPhoto(db(), { listingId: photo.listingId, position: 9 });
    await expectViolation(createListingPhoto(db(), { listingId: photo.listingId, position: 0 }), 'listing_photos_listing_id_position_key', uniqueViolation);
    await expectViolation(createListingPhoto(db(), { listingId: photo.listingId, position: 10 }), 'listing_photos_position', checkViolation);
    await expectViolation(createListingPhoto(db(), { listingId: photo.listingId, position: -1 }), 'listing_photos_position', checkViolation);
    await expectViolation(createListingPhoto(db(), { position: 1, width: 0 }), 'listing_photos_size', checkViolation);
  });

  it('are deleted with their listing (CASCADE)', async () => {
    const photo = await createListingPhoto(db());
    await db().delete(listings).where(eq(listings.id, photo.listingId));
    expect(await db().select().from(listingPhotos).where(eq(listingPhotos.id, photo.id))).toEqual([]);
  });
});

describe('favorites', () => {
  it('one per user and listing', async () => {
    const favorite = await createFavorite(db());
    await expectViolation(
      createFavorite(db(), { userId: favorite.userId, listingId: favorite.listingId }),
      'favorites_user_id_listing_id_key',
      uniqueViolation,
    );
  });

  it('go away with the listing or the user (CASCADE)', async () => {
    const byListing = await createFavorite(db());
    await db().delete(listings).where(eq(listings.id, byListing.listingId));
    const byUser = await createFavorite(db());
    await db().delete(profiles).where(eq(profiles.id, byUser.userId));
    const left = await db().select().from(favorites).where(sql`${favorites.id} in (${byListing.id}, ${byUser.id})`);
    expect(left).toEqual([]);
  });

  it('a listing with reservations cannot be hard-deleted (RESTRICT); soft delete keeps it readable', async () => {
    const reservation = await createReservation(db());
    await expectViolation(
      db().delete(listings).where(eq(listings.id, reservation.listingId)),
      'reservations_listing_id_listings_id_fk',
      restrictViolation,
    );
    await db().update(listings).set({ deletedAt: sql`now()` }).where(eq(listings.id, reservation.listingId));
    const [row] = await db().select().from(listings).where(eq(listings.id, reservation.listingId));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('availability as a datemultirange', () => {
  it('round-trips the API date list through the column', async () => {
    const dates = ['2030-03-01', '2030-03-02', '2030-03-03', '2030-03-10', '2030-03-31', '2030-04-01'];
    const listing = await createListing(db(), { available: datesToMultirangeLiteral(dates) });
    expect(listing.available).toBe('{[2030-03-01,2030-03-04),[2030-03-10,2030-03-11),[2030-03-31,2030-04-02)}');
    expect(multirangeToDates(listing.available)).toEqual(dates);
  });

  it('"is every day of the range available" is one containment test', async () => {
    const listing = await createListing(db(), { available: datesToMultirangeLiteral(['2030-05-01', '2030-05-02', '2030-05-03', '2030-05-05']) });
    const covers = async (start: string, end: string) => {
      const rows = await db()
        .select({ id: listings.id })
        .from(listings)
        .where(sql`${listings.id} = ${listing.id} and ${listings.available} @> daterange(${start}::date, ${end}::date, '[]')`);
      return rows.length === 1;
    };
    expect(await covers('2030-05-01', '2030-05-03')).toBe(true);
    expect(await covers('2030-05-02', '2030-05-02')).toBe(true);
    expect(await covers('2030-05-03', '2030-05-05')).toBe(false); // the 4th is missing
    expect(await covers('2030-04-30', '2030-05-01')).toBe(false);
  });

  it('booking removes days and a decline returns them with multirange arithmetic', async () => {
    const listing = await createListing(db(), { available: '{[2030-06-01,2030-06-11)}' });
    const [booked] = await db()
      .update(listings)
      .set({ available: sql`${listings.available} - datemultirange(daterange('2030-06-03', '2030-06-05', '[]'))` })
      .where(eq(listings.id, listing.id))
      .returning();
    expect(booked?.available).toBe('{[2030-06-01,2030-06-03),[2030-06-06,2030-06-11)}');
    const [returned] = await db()
      .update(listings)
      .set({ available: sql`${listings.available} + datemultirange(daterange('2030-06-03', '2030-06-05', '[]'))` })
      .where(eq(listings.id, listing.id))
      .returning();
    expect(returned?.available).toBe('{[2030-06-01,2030-06-11)}');
  });
});

describe('search extensions (PGlite extension-order regression)', () => {
  it('a trigram similarity query finds a match and finishes', async () => {
    await createListing(db(), { title: 'Canon EOS R6 mirrorless camera', category: 'Cameras' });
    const started = Date.now();
    const rows = await db()
      .select({ title: listings.title, score: sql<number>`similarity(${listings.title}, 'canon camera')` })
      .from(listings)
      .where(sql`${listings.title} % 'canon camera'`);
    expect(rows.map((row) => row.title)).toContain('Canon EOS R6 mirrorless camera');
    // With pg_trgm loaded first, PGlite returned nothing here and the next trigram query spun forever.
    const again = await db().execute(sql`select word_similarity('cano', 'Canon EOS') > 0.3 as close`);
    expect((again as unknown as { rows: unknown[] }).rows[0]).toEqual({ close: true });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('earthdistance finds listings within a radius', async () => {
    const haifa = await createListing(db(), { title: 'Kayak in Haifa', category: 'Watersports', locationLat: 32.794, locationLng: 34.9896 });
    const rows = await db()
      .select({ id: listings.id })
      .from(listings)
      .where(
        sql`${listings.locationLat} is not null and earth_box(ll_to_earth(32.8, 35.0), 5000) @> ll_to_earth(${listings.locationLat}, ${listings.locationLng})
          and earth_distance(ll_to_earth(32.8, 35.0), ll_to_earth(${listings.locationLat}, ${listings.locationLng})) < 5000`,
      );
    expect(rows.map((row) => row.id)).toEqual([haifa.id]);
  });
});

describe('profiles', () => {
  it('a user with no history can be deleted', async () => {
    const profile = await createProfile(db());
    await db().delete(profiles).where(eq(profiles.id, profile.id));
  });
});
