import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { multipartForm, testImage } from '../../test/listing-helpers';

describe('shared photo files', () => {
  const ctx = useTestApp();

  it('keeps a file another listing still uses (keys are content hashes)', async () => {
    const owner = await createSignedInUser(ctx().db);
    const image = await testImage({ width: 100, height: 80, color: '#abcdef' });
    const post = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
        payload: multipartForm(
          {
            title: 'Tent',
            description: 'Two-person tent',
            category: 'Outdoors',
            location: 'Eilat, Israel',
            price_per_day: 30,
            availability: { mode: 'always' },
          },
          [{ name: 'same.jpg', bytes: image }],
        ),
      });
    const first = (await post()).json();
    const second = (await post()).json();
    expect(first.photos[0].full_url).toBe(second.photos[0].full_url);
    await ctx().app.inject({ method: 'DELETE', url: `/api/listings/${first.listing_id}`, headers: { origin: TEST_ORIGIN, cookie: owner.cookie } });
    expect((await ctx().app.inject({ method: 'GET', url: second.photos[0].full_url })).statusCode).toBe(200);
  });
});
