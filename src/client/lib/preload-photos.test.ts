import { afterEach, describe, expect, it } from 'vitest';
import { firstPhotoUrls, preloadFirstPhotos } from './preload-photos';

const page = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const card = (id: number, photo: string | null) => ({ listing_id: String(id), main_photo_url: photo });
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('the first photos of an early page', () => {
  it('are preloaded at high priority, the first cards only, and the page can still be read', async () => {
    const response = page({ listings: [card(1, '/media/listings/a-480.webp'), card(2, '/media/listings/b-480.webp'), card(3, '/media/listings/c-480.webp')] });
    preloadFirstPhotos(response, 2);
    await settle();
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/media/listings/a-480.webp', '/media/listings/b-480.webp']);
    expect(preloads().every((link) => link.getAttribute('fetchpriority') === 'high')).toBe(true);
    // The early GET's reader takes the same answer afterwards.
    await expect((await response).json()).resolves.toMatchObject({ listings: [{ listing_id: '1' }, { listing_id: '2' }, { listing_id: '3' }] });
  });

  it('skip cards without a photo and anything that is not a path on this site', () => {
    const body = { listings: [card(1, null), card(2, 'https://evil.example/x.webp'), card(3, '//evil.example/y.webp'), card(4, '/media/listings/d-480.webp')] };
    expect(firstPhotoUrls(body, 4)).toEqual(['/media/listings/d-480.webp']);
  });

  it('ask for nothing when the page failed or is not a page of cards', async () => {
    preloadFirstPhotos(page({ error: 'Too many requests' }, 429), 2);
    preloadFirstPhotos(page({ listings: 'nope' }), 2);
    preloadFirstPhotos(Promise.reject(new TypeError('offline')), 2);
    await settle();
    expect(preloads()).toEqual([]);
    expect(firstPhotoUrls(null, 2)).toEqual([]);
  });
});
