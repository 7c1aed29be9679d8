import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, nextDates } from '../../../domain/availability';
import { todayIn } from '../../../domain/dates';
import type { FeedResponse } from '../../../domain/discovery';
import type { ListingCard } from '../../../domain/listing-schemas';
import { queryRows } from '../../db/client';
import { listingPhotos, listings, profiles } from '../../db/schema';
import { createFavorite, createListing, createListingPhoto, createListingReview, createProfile } from '../../test/factories';
import { createSignedInUser, type TestUser } from '../../test/session-helpers';
import { type TestApp, useTestApp } from '../../test/test-app';
import { createStorage } from '../../platform/storage/create-storage';
import type { ListingDeps } from '../listings';
import { createCardCache } from './card-cache';

const ORIGIN = 'http://localhost:3000';

async function feedCard(t: TestApp, listingId: string, user?: TestUser): Promise<ListingCard | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/feed', headers: user ? { cookie: user.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as FeedResponse).listings.find((card) => card.listing_id === listingId);
}

/** The feed as a browser takes it: brotli-compressed. */
async function compressedFeedCard(t: TestApp, listingId: string, user?: TestUser): Promise<ListingCard | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/feed',
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(user ? { cookie: user.cookie } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  const feed = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as FeedResponse;
  return feed.listings.find((card) => card.listing_id === listingId);
}

async function revisionOf(t: TestApp, listingId: string): Promise<number> {
  const [row] = await queryRows<{ revision: number }>(t.db, sql`select revision from listings where id = ${listingId}`);
  return Number(row!.revision);
}

describe('listing revision (what the card cache re-checks)', () => {
  const ctx = useTestApp();

  it('moves on every listing update, photo change and owner name or photo change, and only then', async () => {
    const t = ctx();
    const owner = await createProfile(t.db);
    const listing = await createListing(t.db, { ownerId: owner.id });
    const other = await createListing(t.db);
    let last = await revisionOf(t, listing.id);
    const moved = async () => {
      const now = await revisionOf(t, listing.id);
      const result = now > last;
      last = now;
      return result;
    };

    await t.db.update(listings).set({ pricePerDay: '99.00' }).where(eq(listings.id, listing.id));
    expect(await moved()).toBe(true);
    const photo = await createListingPhoto(t.db, { listingId: listing.id });
    expect(await moved()).toBe(true);
    await t.db.update(listingPhotos).set({ width: 800 }).where(eq(listingPhotos.id, photo.id));
    expect(await moved()).toBe(true);
    await t.db.delete(listingPhotos).where(eq(listingPhotos.id, photo.id));
    expect(await moved()).toBe(true);
    await t.db.update(profiles).set({ firstName: 'Renamed' }).where(eq(profiles.id, owner.id));
    expect(await moved()).toBe(true);
    await createListingReview(t.db, { listingId: listing.id, rating: 4 });
    expect(await moved()).toBe(true);

    await t.db.update(profiles).set({ bio: 'Unrelated to cards' }).where(eq(profiles.id, owner.id));
    await t.db.update(listings).set({ pricePerDay: '10.00' }).where(eq(listings.id, other.id));
    expect(await moved()).toBe(false);
  });

  it('lets a listing with photos be deleted outright', async () => {
    const t = ctx();
    const photo = await createListingPhoto(t.db);
    await t.db.delete(listings).where(eq(listings.id, photo.listingId));
    expect(await queryRows(t.db, sql`select 1 from listing_photos where listing_id = ${photo.listingId}`)).toEqual([]);
  });
});

describe('feed and search cards from the card cache', () => {
  const ctx = useTestApp();

  async function setUp(t: TestApp) {
    const available = datesToMultirangeLiteral(nextDates(todayIn(t.config.marketTimeZone, t.clock.now()), 30));
    const owner = await createSignedInUser(t.db, { firstName: 'Maya' });
    const listing = await createListing(t.db, { ownerId: owner.profile.id, title: 'Canon EOS R6', available });
    await createListingPhoto(t.db, { listingId: listing.id, cardKey: 'listings/first-480.webp', fullKey: 'listings/first-1200.webp' });
    const viewer = await createSignedInUser(t.db, { locationLat: 32.08, locationLng: 34.78 });
    expect((await feedCard(t, listing.id))?.title).toBe('Canon EOS R6');
    expect((await feedCard(t, listing.id, viewer))?.title).toBe('Canon EOS R6');
    return { owner, listing, viewer };
  }

  it('shows an edit, a new main photo, a new rating and the owner’s new name on the next read', async () => {
    const t = ctx();
    const { owner, listing, viewer } = await setUp(t);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: { cookie: owner.cookie, origin: ORIGIN },
      payload: { title: 'Canon EOS R6 Mark II', price_per_day: 150 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await feedCard(t, listing.id, viewer)).toMatchObject({ title: 'Canon EOS R6 Mark II', price_per_day: 150 });

    await t.db.update(listingPhotos).set({ position: 1 }).where(eq(listingPhotos.listingId, listing.id));
    await createListingPhoto(t.db, { listingId: listing.id, position: 0, cardKey: 'listings/second-480.webp', fullKey: 'listings/second-1200.webp' });
    expect((await feedCard(t, listing.id))?.main_photo_url).toContain('second-480.webp');

    await createListingReview(t.db, { listingId: listing.id, rating: 4 });
    expect(await feedCard(t, listing.id)).toMatchObject({ average_rating: 4, review_count: 1 });

    await t.db.update(profiles).set({ firstName: 'Maya-Lee' }).where(eq(profiles.id, owner.profile.id));
    expect((await feedCard(t, listing.id, viewer))?.owner.first_name).toBe('Maya-Lee');
  });

  it('sends compressed pages that change with the listing, its favorite flag and its status', async () => {
    const t = ctx();
    const { listing, viewer } = await setUp(t);
    // Enough cards for a page over the 1 kB below which nothing is compressed.
    const available = datesToMultirangeLiteral(nextDates(todayIn(t.config.marketTimeZone, t.clock.now()), 30));
    for (const title of ['Tent', 'Drill', 'Kayak']) await createListing(t.db, { title, available });
    expect(await compressedFeedCard(t, listing.id)).toMatchObject({ title: 'Canon EOS R6', is_favorite: false });
    expect(await compressedFeedCard(t, listing.id, viewer)).toMatchObject({ title: 'Canon EOS R6', is_favorite: false });

    await t.db.update(listings).set({ title: 'Canon EOS R6 with 24-105 lens' }).where(eq(listings.id, listing.id));
    expect((await compressedFeedCard(t, listing.id))?.title).toBe('Canon EOS R6 with 24-105 lens');
    await createFavorite(t.db, { userId: viewer.profile.id, listingId: listing.id });
    expect((await compressedFeedCard(t, listing.id, viewer))?.is_favorite).toBe(true);
    expect((await compressedFeedCard(t, listing.id))?.is_favorite).toBe(false);
    await t.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, listing.id));
    expect(await compressedFeedCard(t, listing.id)).toBeUndefined();
    expect(await compressedFeedCard(t, listing.id, viewer)).toBeUndefined();
  });

  it('keeps favorites per viewer and the full address from everyone but the owner', async () => {
    const t = ctx();
    const { listing, viewer } = await setUp(t);
    await createFavorite(t.db, { userId: viewer.profile.id, listingId: listing.id });

    expect(await feedCard(t, listing.id, viewer)).toMatchObject({ is_favorite: true, is_owner: false, location: 'Tel Aviv-Yafo, Israel' });
    expect(await feedCard(t, listing.id)).toMatchObject({ is_favorite: false, is_owner: false, location: 'Tel Aviv-Yafo, Israel' });

    const otherViewer = await createSignedInUser(t.db);
    const card = await feedCard(t, listing.id, otherViewer);
    expect(card).toMatchObject({ is_favorite: false, is_owner: false });
    expect(JSON.stringify(card)).not.toContain('Rothschild');
  });

  it('reads a card again only when its revision moved', async () => {
    const t = ctx();
    const { listing, viewer } = await setUp(t);
    const cards = createCardCache({ max: 10 });
    const deps = { db: t.db, storage: createStorage(t.config) } as Pick<ListingDeps, 'db' | 'storage'> as ListingDeps;
    const titleFor = async (viewerId: string | null) => (await cards.cardsInOrder(deps, [listing.id], viewerId)).cards[0]?.title;
    expect(await titleFor(null)).toBe('Canon EOS R6');
    // A change that leaves the revision alone (the table's triggers off for it, which its owner may do): the check
    // finds the revision kept, so the card kept is shown — proof that it was not read again.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table listings disable trigger user`);
      await tx.update(listings).set({ title: 'Renamed behind the revision' }).where(eq(listings.id, listing.id));
      await tx.execute(sql`alter table listings enable trigger user`);
    });
    expect(await titleFor(null)).toBe('Canon EOS R6');
    expect(await titleFor(viewer.profile.id)).toBe('Canon EOS R6');
    await t.db.update(listings).set({ pricePerDay: '77.00' }).where(eq(listings.id, listing.id));
    const { cards: [card] } = await cards.cardsInOrder(deps, [listing.id], viewer.profile.id);
    expect(card?.title).toBe('Renamed behind the revision');
    expect(card?.price_per_day).toBe(77);
  });

  it('drops a card whose listing was deactivated or deleted, even when the change bypassed the API', async () => {
    const t = ctx();
    const { listing, viewer } = await setUp(t);
    await t.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, listing.id));
    expect(await feedCard(t, listing.id)).toBeUndefined();
    expect(await feedCard(t, listing.id, viewer)).toBeUndefined();
    await t.db.update(listings).set({ status: 'active', deletedAt: new Date().toISOString() }).where(eq(listings.id, listing.id));
    expect(await feedCard(t, listing.id)).toBeUndefined();
  });
});
