import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { createListing, createListingPhoto, type ListingRow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

/**
 * Shared listing links unfurl (issue 15, docs/decisions/0020): the HTML of /listing/{id}, fetched over real HTTP
 * the way a link-preview crawler does (no JavaScript), carries Open Graph and Twitter tags — title, price,
 * approximate location, main photo as an absolute URL — and a real title and description. Anything a visitor cannot
 * see gets the default shell.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-shell-'));
// The shape of the built index.html (vite build): the server fills in the head.
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Gearloop — rent, try, buy. Rent gear by the day from people near you, or buy it." />
    <title>Gearloop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const SECRET_STREET = 'Quillstreet 17';
const HOSTILE_TITLE = `Tent "<script>alert('x')</script> & co`;

describe('link previews of listing pages', () => {
  const ctx = useTestApp({}, { clientDir });
  let baseUrl: string;
  let active: ListingRow;
  let hostile: ListingRow;
  let photoKey: string;

  beforeAll(async () => {
    const { db, app } = ctx();
    active = await createListing(db, {
      title: 'Canon EOS R6 with 24-105 lens',
      description: 'Full-frame mirrorless body, two batteries and a 128 GB card.\nPick-up in the evening.',
      location: `${SECRET_STREET}, Haifa, Israel`,
      locationLat: 32.81234,
      locationLng: 34.99876,
      pricePerDay: '120.00',
      forSale: true,
      salePrice: '6500.00',
    });
    const photo = await createListingPhoto(db, { listingId: active.id, width: 1200, height: 800 });
    photoKey = photo.fullKey;
    hostile = await createListing(db, { title: HOSTILE_TITLE, description: `</title><meta property="og:title" content="fake">` });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function page(urlPath: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseUrl}${urlPath}`, { headers: { accept: 'text/html', ...headers } });
    const html = await response.text();
    const document = new JSDOM(html).window.document; // scripts do not run: what a crawler sees
    const meta = (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((element) => element.getAttribute('content'));
    return { response, html, document, meta };
  }

  it('serves an active listing with its title, price, approximate location and main photo', async () => {
    const { response, document, meta, html } = await page(`/listing/${active.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(document.title).toBe('Canon EOS R6 with 24-105 lens — Gearloop');
    expect(meta('description')).toHaveLength(1);
    expect(meta('description')[0]).toBe('₪120 / day · Buy: ₪6,500 · Haifa, Israel. Full-frame mirrorless body, two batteries and a 128 GB card. Pick-up in the evening.');
    expect(meta('og:title')).toEqual(['Canon EOS R6 with 24-105 lens — ₪120 / day']);
    expect(meta('og:description')).toEqual(meta('description'));
    expect(meta('og:url')).toEqual([`${ctx().config.publicUrl}/listing/${active.id}`]);
    expect(meta('og:image')).toEqual([`${ctx().config.publicUrl}/media/${photoKey}`]);
    expect(meta('og:image:width')).toEqual(['1200']);
    expect(meta('og:image:height')).toEqual(['800']);
    expect(meta('og:type')).toEqual(['website']);
    expect(meta('og:site_name')).toEqual(['Gearloop']);
    expect(meta('twitter:card')).toEqual(['summary_large_image']);
    expect(meta('twitter:title')).toEqual(meta('og:title'));
    expect(meta('twitter:image')).toEqual(meta('og:image'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ctx().config.publicUrl}/listing/${active.id}`);
    // The location policy's public part only: no street, no exact point.
    expect(html).not.toContain(SECRET_STREET);
    expect(html).not.toMatch(/32\.812|34\.998/);
    // Still the app: its entry script and root.
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('escapes user text: a title with "<script> stays text', async () => {
    const { html, document, meta } = await page(`/listing/${hostile.id}`);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('<meta property="og:title" content="fake">');
    expect(document.title).toBe(`${HOSTILE_TITLE} — Gearloop`);
    expect(meta('og:title')).toEqual([`${HOSTILE_TITLE} — ₪80 / day`]);
    expect(meta('og:description')[0]).toContain('</title><meta property="og:title" content="fake">');
    expect(document.querySelectorAll('script')).toHaveLength(2); // the entry and the configuration, nothing else
    expect(meta('twitter:card')).toEqual(['summary']); // no photo, no large image card
    expect(meta('og:image')).toEqual([]);
  });

  it('gives an inactive or deleted listing no tags, only the default shell', async () => {
    const { db } = ctx();
    const inactive = await createListing(db, { title: 'Hidden kayak', status: 'inactive' });
    const deleted = await createListing(db, { title: 'Gone drone', deletedAt: new Date().toISOString() });
    for (const listing of [inactive, deleted]) {
      const { response, html, document, meta } = await page(`/listing/${listing.id}`);
      expect(response.status).toBe(200);
      expect(document.title).toBe('Gearloop');
      expect(meta('og:title')).toEqual([]);
      expect(meta('twitter:card')).toEqual([]);
      expect(html).not.toContain(listing.title);
      expect(meta('description')[0]).toContain('rent, try, buy');
    }
  });

  it('drops the tags as soon as a listing is deactivated (nothing cached)', async () => {
    const { db } = ctx();
    const listing = await createListing(db, { title: 'Paddle board for a day' });
    expect((await page(`/listing/${listing.id}`)).meta('og:title')).toEqual(['Paddle board for a day — ₪80 / day']);
    await db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, listing.id));
    expect((await page(`/listing/${listing.id}`)).meta('og:title')).toEqual([]);
  });

  it('answers an unknown or ill-formed id with the plain shell, never a 500', async () => {
    for (const urlPath of ['/listing/3f0c9a52-1d7e-4f4e-9a43-2c9e8e0f1b11', '/listing/not-a-uuid', "/listing/1'%20or%201=1", '/listing/%3Cscript%3E', '/listing/']) {
      const { response, document, meta } = await page(urlPath);
      expect(response.status, urlPath).toBe(200);
      expect(document.title, urlPath).toBe('Gearloop');
      expect(meta('og:title'), urlPath).toEqual([]);
    }
    const malformed = await fetch(`${baseUrl}/listing/%E0%A4%A`, { headers: { accept: 'text/html' } });
    expect(malformed.status).toBe(400);
  });

  it('compresses each page as it is rendered, never from a stale precompressed shell', async () => {
    fs.writeFileSync(path.join(clientDir, 'index.html.br'), 'stale'); // as an old build would have left it
    try {
      const response = await ctx().app.inject({ url: `/listing/${active.id}`, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('accept-encoding');
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(html).toContain('<meta property="og:title" content="Canon EOS R6 with 24-105 lens — ₪120 / day" />');
      const index = await ctx().app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
      // Below the 1 kB compression threshold here (the real shell is larger): sent as it is, but never the stale file.
      const indexHtml = index.headers['content-encoding'] === 'br' ? brotliDecompressSync(index.rawPayload).toString() : index.body;
      expect(indexHtml).toContain('id="gearloop-config"');
    } finally {
      fs.rmSync(path.join(clientDir, 'index.html.br'), { force: true });
    }
  });

  it('inlines the client configuration in every page (GET /api/config, without the round trip)', async () => {
    const { document } = await page('/search?q=camera');
    const config = JSON.parse(document.getElementById('gearloop-config')?.textContent ?? 'null');
    const api = await (await fetch(`${baseUrl}/api/config`)).json();
    expect(config).toEqual(api);
    expect(document.querySelector('meta[property^="og:"]')).toBeNull();
  });
});
