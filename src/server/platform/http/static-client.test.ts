import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerStaticClient, type StaticClientOptions } from './static-client';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gearloop-client-'));
const bundle = `export const app = ${JSON.stringify('rent, try, buy '.repeat(400))};\n`;
fs.mkdirSync(path.join(clientDir, 'assets'));
const loadingScreen = '<div id="root"><div role="status">Loading…</div></div>';
fs.writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><head><title>Gearloop</title></head><body>\n${loadingScreen}\n${'<!-- padding -->'.repeat(100)}</body>`);
fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), bundle);
// What scripts/precompress-client.mjs writes at build time.
fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

async function clientApp(options: StaticClientOptions = {}) {
  const app = Fastify();
  await registerCompression(app);
  await registerStaticClient(app, clientDir, options);
  await app.ready();
  return app;
}

describe('static client', () => {
  it('sends the build’s precompressed bundle to browsers that accept it, cached for a year', async () => {
    const app = await clientApp();
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends the plain bundle to clients that accept no compression', async () => {
    const app = await clientApp();
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(bundle);
  });

  it('answers the app’s own routes with index.html, compressed and never cached', async () => {
    const app = await clientApp();
    const response = await app.inject({ url: '/listing/123', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Gearloop</title>');
  });

  it('puts the page the server drew in #root, with its answers in a script no text can close', async () => {
    const answers = { title: '</script><script>alert(1)</script><!--' };
    const app = await clientApp({ firstPaint: async () => ({ html: '<main>Trail tent</main>', data: answers }) });
    const html = (await app.inject({ url: '/listing/123', headers: { accept: 'text/html' } })).body;
    expect(html).toContain('<div id="root" data-first-paint><main>Trail tent</main></div>');
    expect(html).not.toContain('Loading…');
    const data = /<script type="application\/json" id="first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data!)).toEqual(answers);
  });

  it('keeps a page drawn for a signed-in user out of shared caches', async () => {
    const personal = await clientApp({ firstPaint: async () => ({ html: '<main>Your reservations</main>', data: {}, personal: true }) });
    const response = await personal.inject({ url: '/my-reservations', headers: { accept: 'text/html' } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const anyone = await clientApp({ firstPaint: async () => ({ html: '<main>Tents</main>', data: {} }) });
    expect((await anyone.inject({ url: '/', headers: { accept: 'text/html' } })).headers['cache-control']).toBe('no-cache');
  });

  it('sends the loading screen when the page cannot be drawn', async () => {
    const app = await clientApp({
      firstPaint: async () => {
        throw new Error('render failed');
      },
    });
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(loadingScreen);
    expect(response.body).not.toContain('first-paint-data');
  });
});
