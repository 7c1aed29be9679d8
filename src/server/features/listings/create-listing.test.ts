import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { listingTexts } from '../../../domain/listings';
import { listingPhotos, listings } from '../../db/schema';
import { createSignedInUser } from '../../test/session-helpers';
import { TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { jpegWithGps, marketTodayOf, postListing, testImage, validListingData } from '../../test/listing-helpers';

describe('POST /api/listings', () => {
  const ctx = useTestApp();

  const mediaFiles = () => {
    const dir = path.join(ctx().dataDir, 'media', 'listings');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const listingCount = async () => (await ctx().db.select({ id: listings.id }).from(listings)).length;

  /** Asserts a refused create stored nothing: no new listing row, no new file. */
  async function expectRefused(
    response: { statusCode: number; json(): { error: { message: string } } },
    status: number,
    message: string,
    before: { rows: number; files: number },
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await listingCount()).toBe(before.rows);
    expect(mediaFiles().length).toBe(before.files);
  }
  const snapshot = async () => ({ rows: await listingCount(), files: mediaFiles().length });

  it('creates an active listing with photos, specific periods and defaults', async () => {
    const { cookie, profile } = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const data = validListingData(today, {
      price_per_day: 120.5,
      sale_price: 900,
      availability: {
        mode: 'specific',
        periods: [
          { start: addDays(today, 1), end: addDays(today, 3) },
          { start: addDays(today, 10), end: addDays(today, 11) },
        ],
      },
    });
    const response = await postListing(ctx(), cookie, data, [
      { name: 'a.jpg', bytes: await testImage({ width: 2400, height: 1600 }) },
      { name: 'b.png', bytes: await testImage({ format: 'png', color: '#00ff00' }) },
      { name: 'c.webp', bytes: await testImage({ format: 'webp', color: '#ff00ff' }) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json();
    expect(listing).toMatchObject({
      owner_id: profile.id,
      title: 'Canon EOS R6 kit',
      category: 'Cameras',
      location: 'Dizengoff St 50, Tel Aviv, Israel',
      price_per_day: 120.5,
      minimum_rental_days: 1,
      weekly_discount: 0,
      monthly_discount: 0,
      status: 'active',
      for_sale: false,
      sale_price: null,
      average_rating: 0,
      review_count: 0,
      is_owner: true,
      is_favorite: false,
      owner: { id: profile.id, first_name: profile.firstName, last_name: profile.lastName },
    });
    expect(listing.available_dates).toEqual([
      addDays(today, 1),
      addDays(today, 2),
      addDays(today, 3),
      addDays(today, 10),
      addDays(today, 11),
    ]);
    expect(listing.photos).toHaveLength(3);
    expect(listing.main_photo_url).toBe(listing.photos[0].full_url);
    expect(listing.additional_photo_urls).toEqual([listing.photos[1].full_url, listing.photos[2].full_url]);
    expect(listing.photos[0]).toMatchObject({ width: 1600, height: 1067 });
    expect(listing.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });

    const card = await ctx().app.inject({ method: 'GET', url: listing.photos[0].card_url });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toContain('immutable');
    expect((await sharp(card.rawPayload).metadata()).width).toBe(480);
  });

  it('stores "always available" as the next 180 days from today in the market time zone', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const response = await postListing(ctx(), cookie, validListingData(today, { availability: { mode: 'always' } }), [
      { name: 'a.jpg', bytes: await testImage() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const dates = response.json().available_dates as string[];
    expect(dates).toHaveLength(180);
    expect(dates[0]).toBe(today);
    expect(dates.at(-1)).toBe(addDays(today, 179));
  });

  it('strips EXIF and GPS from photos, auto-rotating by the EXIF orientation', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const original = await jpegWithGps();
    const originalMetadata = await sharp(original).metadata();
    expect(originalMetadata.exif?.includes(Buffer.from('SecretCam'))).toBe(true);
    expect(originalMetadata.orientation).toBe(6);
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [{ name: 'gps.jpg', bytes: original }]);
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json().photos[0];
    // Orientation 6 = rotate 90°: a 640×480 original becomes 480×640.
    expect(photo).toMatchObject({ width: 480, height: 640 });
    for (const url of [photo.full_url, photo.card_url]) {
      const file = await ctx().app.inject({ method: 'GET', url });
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('decides the type from the bytes: a JPEG named .txt is accepted, a text file named .jpg is refused', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const accepted = await postListing(ctx(), cookie, validListingData(today), [
      { name: 'notes.txt', bytes: await testImage(), type: 'text/plain' },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(201);

    const before = await snapshot();
    const refused = await postListing(ctx(), cookie, validListingData(today), [
      { name: 'good.jpg', bytes: await testImage() },
      { name: 'holiday.jpg', bytes: Buffer.from('this is just text, not a picture\n'.repeat(20)) },
    ]);
    await expectRefused(refused, 400, 'Images only: holiday.jpg is not an image', before);
  });

  it('refuses a truncated image that only starts like a JPEG', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const before = await snapshot();
    const bytes = (await testImage()).subarray(0, 200);
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [{ name: 'broken.jpg', bytes }]);
    await expectRefused(response, 400, 'Images only: broken.jpg is not an image', before);
  });

  it('refuses an 11th photo', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const before = await snapshot();
    const image = await testImage({ width: 40, height: 30 });
    const photos = Array.from({ length: 11 }, (_, index) => ({ name: `p${index}.jpg`, bytes: image }));
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), photos);
    await expectRefused(response, 400, listingTexts.tooManyPhotos, before);
  });

  it('accepts a photo of several megabytes (the 1 MB JSON body limit does not apply to uploads)', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const noise = Buffer.from(Array.from({ length: 1500 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const bytes = await sharp(noise, { raw: { width: 1500, height: 1000, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [{ name: 'big.jpg', bytes }]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a 30 MB file with 413', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const before = await snapshot();
    const huge = Buffer.alloc(30 * 1024 * 1024, 0xff);
    huge[0] = 0xff;
    huge[1] = 0xd8;
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [{ name: 'huge.jpg', bytes: huge }]);
    expect(response.json().error.code).toBe('FILE_TOO_LARGE');
    await expectRefused(response, 413, listingTexts.photoTooLarge('huge.jpg'), before);
  });

  it('requires at least one image', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const before = await snapshot();
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), []);
    await expectRefused(response, 400, listingTexts.imagesRequired, before);
  });

  it.each([
    ['a missing title', { title: undefined }, listingTexts.missingFields],
    ['a blank description', { description: '   ' }, listingTexts.missingFields],
    ['a missing price', { price_per_day: undefined }, listingTexts.missingFields],
    ['a missing location', { location: '' }, listingTexts.missingFields],
    ['an unknown category', { category: 'Spaceships' }, listingTexts.invalidCategory],
    ['a negative price', { price_per_day: -5 }, listingTexts.priceInvalid],
    ['a price with 3 decimals', { price_per_day: 10.123 }, listingTexts.priceInvalid],
    ['a weekly discount of 51', { weekly_discount: 51 }, listingTexts.discountInvalid],
    ['a negative monthly discount', { monthly_discount: -1 }, listingTexts.discountInvalid],
    ['minimum days 0', { minimum_rental_days: 0 }, listingTexts.minimumDaysInvalid],
    ['for sale without a sale price', { for_sale: true }, listingTexts.salePriceRequired],
    ['no availability', { availability: undefined }, listingTexts.availabilityRequired],
    ['no availability period', { availability: { mode: 'specific', periods: [] } }, listingTexts.availabilityRequired],
  ] as const)('refuses %s', async (_label, overrides, message) => {
    const { cookie } = await createSignedInUser(ctx().db);
    const before = await snapshot();
    const data = { ...validListingData(marketTodayOf(ctx())), ...overrides };
    const response = await postListing(ctx(), cookie, data, [{ name: 'a.jpg', bytes: await testImage({ width: 40, height: 30 }) }]);
    await expectRefused(response, 400, message, before);
  });

  it('refuses availability in the past, reversed, overlapping or malformed', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const cases: [unknown, string][] = [
      [{ mode: 'specific', periods: [{ start: addDays(today, -1), end: addDays(today, 2) }] }, listingTexts.periodInPast],
      [{ mode: 'specific', periods: [{ start: addDays(today, 5), end: addDays(today, 2) }] }, listingTexts.periodOrder],
      [
        {
          mode: 'specific',
          periods: [
            { start: addDays(today, 1), end: addDays(today, 5) },
            { start: addDays(today, 5), end: addDays(today, 8) },
          ],
        },
        listingTexts.periodsOverlap,
      ],
      [{ mode: 'specific', periods: [{ start: '2030-02-30', end: '2030-03-02' }] }, 'Dates must be real calendar dates in the form YYYY-MM-DD'],
      [{ mode: 'specific', periods: [{ start: 'tomorrow', end: '2030-03-02' }] }, 'Dates must be real calendar dates in the form YYYY-MM-DD'],
    ];
    const image = await testImage({ width: 40, height: 30 });
    for (const [availability, message] of cases) {
      const before = await snapshot();
      const response = await postListing(ctx(), cookie, { ...validListingData(today), availability }, [{ name: 'a.jpg', bytes: image }]);
      await expectRefused(response, 400, message, before);
    }
  });

  it('keeps a sale price only when for sale', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const today = marketTodayOf(ctx());
    const image = await testImage({ width: 40, height: 30 });
    const forSale = await postListing(ctx(), cookie, validListingData(today, { for_sale: true, sale_price: 899.99 }), [{ name: 'a.jpg', bytes: image }]);
    expect(forSale.json()).toMatchObject({ for_sale: true, sale_price: 899.99 });
  });

  it('refuses malformed data and non-multipart requests', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const image = await testImage({ width: 40, height: 30 });
    const badJson = await postListing(ctx(), cookie, '{not json', [{ name: 'a.jpg', bytes: image }]);
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.message).toBe(listingTexts.dataFieldInvalid);
    const json = await ctx().app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: validListingData(marketTodayOf(ctx())),
    });
    expect(json.statusCode).toBe(400);
  });

  it('requires a session and a complete profile', async () => {
    const image = await testImage({ width: 40, height: 30 });
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { origin: TEST_ORIGIN },
      payload: (await import('../../test/listing-helpers')).multipartForm(validListingData(marketTodayOf(ctx())), [{ name: 'a.jpg', bytes: image }]),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');

    const { cookie } = await createSignedInUser(ctx().db, { firstName: null });
    const before = await snapshot();
    const incomplete = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [{ name: 'a.jpg', bytes: image }]);
    await expectRefused(incomplete, 403, 'Please complete your profile to continue using Gearloop', before);
  });

  it('stores photo rows in upload order', async () => {
    const { cookie } = await createSignedInUser(ctx().db);
    const response = await postListing(ctx(), cookie, validListingData(marketTodayOf(ctx())), [
      { name: 'first.jpg', bytes: await testImage({ width: 300, height: 200 }) },
      { name: 'second.jpg', bytes: await testImage({ width: 200, height: 300, color: '#123456' }) },
    ]);
    const listing = response.json();
    const rows = await ctx().db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.listing_id)).orderBy(listingPhotos.position);
    expect(rows.map((row) => [row.width, row.height])).toEqual([
      [300, 200],
      [200, 300],
    ]);
  });
});
