import sharp from 'sharp';
import { addDays, todayIn } from '../../domain/dates';
import type { CreateListingInput } from '../../domain/listing-inputs';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** A solid-colour JPEG (or other format) made by sharp. */
export async function testImage(options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' | 'gif'; color?: string } = {}) {
  const { width = 800, height = 600, format = 'jpeg', color = '#3366cc' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF with GPS coordinates and a camera make (to prove it is stripped). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#aa3300' } })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '34/1 46/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export function validListingData(today: string, overrides: Partial<CreateListingInput> = {}): CreateListingInput {
  return {
    title: 'Canon EOS R6 kit',
    description: 'Full-frame camera with a 24-105 lens, two batteries.',
    category: 'Cameras',
    location: 'Dizengoff St 50, Tel Aviv, Israel',
    price_per_day: 120,
    availability: { mode: 'specific', periods: [{ start: addDays(today, 1), end: addDays(today, 10) }] },
    ...overrides,
  };
}

export interface PhotoFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

export function multipartForm(data: unknown, photos: readonly PhotoFile[]): FormData {
  const form = new FormData();
  if (data !== undefined) form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const photo of photos) {
    form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  }
  return form;
}

export function marketTodayOf(ctx: TestApp): string {
  return todayIn(ctx.config.marketTimeZone, ctx.clock.now());
}

export async function postListing(ctx: TestApp, cookie: string, data: unknown, photos: readonly PhotoFile[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { origin: TEST_ORIGIN, cookie },
    payload: multipartForm(data, photos),
  });
}

/** Creates a listing through the API (201 expected) and returns its JSON. */
export async function createListingViaApi(ctx: TestApp, cookie: string, overrides: Partial<CreateListingInput> = {}, photoCount = 1) {
  const photos: PhotoFile[] = [];
  for (let index = 0; index < photoCount; index += 1) {
    // A random colour per photo: keys are content hashes, and tests must not share files by accident.
    const color = `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}`;
    photos.push({ name: `photo-${index}.jpg`, bytes: await testImage({ width: 320, height: 240, color }) });
  }
  const response = await postListing(ctx, cookie, validListingData(marketTodayOf(ctx), overrides), photos);
  if (response.statusCode !== 201) throw new Error(`create listing failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
