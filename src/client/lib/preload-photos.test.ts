import { afterEach, describe, expect, it } from 'vitest';
import { firstCardPhotos, mainListingPhoto, preloadPhotos } from './preload-photos';

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const card = (id: number, photo: string | null) => ({ listing_id: String(id), main_photo_url: photo });
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const preloaded = () => preloads().map((link) => link.getAttribute('href'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('the photos a first page paints first', () => {
  it('are preloaded at high priority from the early answer, which can still be read', async () => {
    const response = answer({ listings: [card(1, '/media/listings/a-480.webp'), card(2, '/media/listings/b-480.webp'), card(3, '/media/listings/c-480.webp')] });
    preloadPhotos(response, firstCardPhotos(2));
    await settle();
    expect(preloaded()).toEqual(['/media/listings/a-480.webp', '/media/listings/b-480.webp']);
    expect(preloads().every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
    // The early GET's reader takes the same answer afterwards.
    await expect((await response).json()).resolves.toMatchObject({ listings: [{ listing_id: '1' }, { listing_id: '2' }, { listing_id: '3' }] });
  });

  it("of a listing: its first photo, the large one", async () => {
    preloadPhotos(answer({ id: 'x', photos: [{ id: 'p1', full_url: '/media/listings/p1-1200.webp' }, { id: 'p2', full_url: '/media/listings/p2-1200.webp' }] }), mainListingPhoto);
    preloadPhotos(answer({ id: 'y', photos: [] }), mainListingPhoto);
    await settle();
    expect(preloaded()).toEqual(['/media/listings/p1-1200.webp']);
  });

  it('skip cards without a photo and anything that is not a path on this site', async () => {
    const body = { listings: [card(1, null), card(2, 'https://evil.example/x.webp'), card(3, '//evil.example/y.webp'), card(4, '/\\evil.example/z.webp'), card(5, '/media/listings/e-480.webp')] };
    preloadPhotos(answer(body), firstCardPhotos(5));
    await settle();
    expect(preloaded()).toEqual(['/media/listings/e-480.webp']);
  });

  it('ask for nothing when the answer failed or is not what the page reads', async () => {
    preloadPhotos(answer({ error: 'Too many requests' }, 429), firstCardPhotos(2));
    preloadPhotos(answer({ listings: 'nope' }), firstCardPhotos(2));
    preloadPhotos(answer(null), mainListingPhoto);
    preloadPhotos(answer({ photos: [null] }), mainListingPhoto);
    preloadPhotos(Promise.reject(new TypeError('offline')), firstCardPhotos(2));
    await settle();
    expect(preloads()).toEqual([]);
  });
});
