import { describe, expect, it } from 'vitest';
import { createListingReview, createUserReview } from '../../test/factories';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { createListingViaApi } from '../../test/listing-helpers';

describe('reviews and public profile lists', () => {
  const ctx = useTestApp();

  it('lists a listing’s reviews newest first with the reviewer’s safe profile', async () => {
    const owner = await createSignedInUser(ctx().db);
    const listing = await createListingViaApi(ctx(), owner.cookie);
    const older = await createListingReview(ctx().db, { listingId: listing.listing_id, rating: 3, createdAt: '2030-01-01T10:00:00Z' });
    const newer = await createListingReview(ctx().db, { listingId: listing.listing_id, rating: 4, comment: null, createdAt: '2030-02-01T10:00:00Z' });
    const response = await ctx().app.inject({ method: 'GET', url: `/api/listings/${listing.listing_id}/reviews` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ average_rating: 3.5, review_count: 2 });
    expect(body.reviews.map((review: { listing_review_id: string }) => review.listing_review_id)).toEqual([newer.id, older.id]);
    expect(Object.keys(body.reviews[0].reviewer).sort()).toEqual(['deleted', 'first_name', 'id', 'last_name', 'profile_photo_url']);
    expect(response.body).not.toContain('@test.gearloop.app');
  });

  it('lists a user’s active listings and the reviews they received', async () => {
    const owner = await createSignedInUser(ctx().db);
    const active = await createListingViaApi(ctx(), owner.cookie, { location: 'Allenby 10, Tel Aviv, Israel' });
    const hidden = await createListingViaApi(ctx(), owner.cookie);
    await ctx().app.inject({
      method: 'POST',
      url: `/api/listings/${hidden.listing_id}/status`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
      payload: { status: 'inactive' },
    });
    const cards = (await ctx().app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}/listings` })).json().listings;
    expect(cards.map((card: { listing_id: string }) => card.listing_id)).toEqual([active.listing_id]);
    expect(cards[0]).toMatchObject({ location: 'Tel Aviv, Israel', main_photo_url: active.photos[0].card_url, is_owner: false });

    await createUserReview(ctx().db, { revieweeId: owner.profile.id, rating: 5 });
    const reviews = (await ctx().app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}/reviews` })).json();
    expect(reviews).toMatchObject({ average_rating: 5, review_count: 1 });
    expect(reviews.reviews[0].reviewee_id).toBe(owner.profile.id);
    const unknown = await ctx().app.inject({ method: 'GET', url: '/api/profiles/00000000-0000-4000-8000-000000000000/listings' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists own listings newest first with counts per status and the full location', async () => {
    const owner = await createSignedInUser(ctx().db);
    const first = await createListingViaApi(ctx(), owner.cookie, { location: 'Allenby 10, Tel Aviv, Israel' });
    ctx().clock.advance(1000);
    const second = await createListingViaApi(ctx(), owner.cookie);
    const response = await ctx().app.inject({ method: 'GET', url: '/api/me/listings', headers: { cookie: owner.cookie } });
    const body = response.json();
    expect(body.counts).toEqual({ active: 2, inactive: 0 });
    expect(body.listings.map((card: { listing_id: string }) => card.listing_id)).toEqual([second.listing_id, first.listing_id]);
    expect(body.listings[1].location).toBe('Allenby 10, Tel Aviv, Israel');
    expect((await ctx().app.inject({ method: 'GET', url: '/api/me/listings' })).statusCode).toBe(401);
  });
});
