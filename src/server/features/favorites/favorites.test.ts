import { describe, expect, it } from 'vitest';
import { createListing } from '../../test/factories';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { createListingViaApi } from '../../test/listing-helpers';

describe('favorites', () => {
  const ctx = useTestApp();
  const send = (method: 'PUT' | 'DELETE', listingId: string, cookie?: string) =>
    ctx().app.inject({ method, url: `/api/favorites/${listingId}`, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const list = (cookie?: string) => ctx().app.inject({ method: 'GET', url: '/api/favorites', headers: cookie ? { cookie } : {} });

  it('adds idempotently, lists newest first as cards with owner, and removes', async () => {
    const owner = await createSignedInUser(ctx().db);
    const first = await createListingViaApi(ctx(), owner.cookie, { location: 'Herzl 1, Haifa, Israel' });
    const second = await createListingViaApi(ctx(), owner.cookie);
    const fan = await createSignedInUser(ctx().db);
    expect((await send('PUT', first.listing_id, fan.cookie)).statusCode).toBe(204);
    ctx().clock.advance(1000);
    expect((await send('PUT', second.listing_id, fan.cookie)).statusCode).toBe(204);
    expect((await send('PUT', second.listing_id, fan.cookie)).statusCode).toBe(204);
    const favorites = (await list(fan.cookie)).json().favorites;
    expect(favorites.map((card: { listing_id: string }) => card.listing_id)).toEqual([second.listing_id, first.listing_id]);
    expect(favorites[1]).toMatchObject({
      location: 'Haifa, Israel',
      is_favorite: true,
      main_photo_url: first.photos[0].card_url,
      owner: { id: owner.profile.id, first_name: owner.profile.firstName },
      favorited_at: expect.any(String),
    });
    expect((await send('DELETE', second.listing_id, fan.cookie)).statusCode).toBe(204);
    expect((await send('DELETE', second.listing_id, fan.cookie)).statusCode).toBe(204);
    expect((await list(fan.cookie)).json().favorites).toHaveLength(1);
  });

  it('refuses unknown, inactive and deleted listings with 404, and visitors with 401', async () => {
    const fan = await createSignedInUser(ctx().db);
    const inactive = await createListing(ctx().db, { status: 'inactive' });
    const deleted = await createListing(ctx().db, { deletedAt: new Date().toISOString() });
    for (const id of ['00000000-0000-4000-8000-000000000000', inactive.id, deleted.id]) {
      const response = await send('PUT', id, fan.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Listing not found');
    }
    expect((await send('PUT', 'nope', fan.cookie)).statusCode).toBe(400);
    const visitor = await send('PUT', inactive.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('User not authenticated');
    expect((await list()).statusCode).toBe(401);
    expect((await send('DELETE', inactive.id)).statusCode).toBe(401);
  });
});
