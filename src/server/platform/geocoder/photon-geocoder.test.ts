import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { PhotonGeocoder } from './photon-geocoder';

/** A stand-in for a Photon server on loopback: answers what `next` holds and records each request. */
const requests: { url: URL; userAgent: string | undefined }[] = [];
let next: { status: number; body: unknown; delayMs?: number } = { status: 200, body: { features: [] } };
const server = http.createServer((request, response) => {
  requests.push({ url: new URL(request.url ?? '/', 'http://photon.test'), userAgent: request.headers['user-agent'] });
  setTimeout(() => {
    response.writeHead(next.status, { 'content-type': 'application/json' });
    response.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
  }, next.delayMs ?? 0);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  next = { status: 200, body: { features: [] } };
});

const feature = (type: string, lng: number, lat: number, properties: Record<string, string>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { type, ...properties },
});
// A generous time limit (a loaded test machine may take hundreds of ms for a loopback answer); the slow-answer case sets a short one.
const photon = (timeoutMs = 5000) => new PhotonGeocoder({ baseUrl, userAgent: 'Gearloop (+https://gearloop.test)', timeoutMs });

describe('Photon geocoder', () => {
  it('suggests cities and countries as places, asking only for those layers, in English', async () => {
    next.body = {
      features: [
        feature('city', 34.78, 32.08, { name: 'Tel Aviv-Yafo', country: 'Israel' }),
        feature('country', 34.85, 31.05, { name: 'Israel', country: 'Israel' }),
        feature('city', 34.78, 32.08, { name: 'Tel Aviv-Yafo', country: 'Israel' }),
      ],
    };
    const places = await photon().suggest('Tel', 8);
    expect(places).toEqual([
      { label: 'Tel Aviv-Yafo, Israel', city: 'Tel Aviv-Yafo', country: 'Israel', lat: 32.08, lng: 34.78 },
      { label: 'Israel', city: null, country: 'Israel', lat: 31.05, lng: 34.85 },
    ]);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/api');
    expect(request?.url.searchParams.get('q')).toBe('Tel');
    expect(request?.url.searchParams.get('lang')).toBe('en');
    expect(request?.url.searchParams.getAll('layer')).toEqual(['city', 'country']);
    expect(request?.userAgent).toBe('Gearloop (+https://gearloop.test)');
  });

  it('places a street address at its own point, in its city', async () => {
    next.body = { features: [feature('house', 34.7741, 32.0771, { name: 'Dizengoff Street 50', city: 'Tel Aviv-Yafo', country: 'Israel' })] };
    expect(await photon().geocode('Dizengoff St 50, Tel Aviv')).toEqual({
      label: 'Tel Aviv-Yafo, Israel',
      city: 'Tel Aviv-Yafo',
      country: 'Israel',
      lat: 32.0771,
      lng: 34.7741,
    });
  });

  it('asks the server once for the same text', async () => {
    next.body = { features: [feature('city', 35.0, 32.8, { name: 'Haifa', country: 'Israel' })] };
    const geocoder = photon();
    await geocoder.geocode('Haifa');
    await geocoder.geocode(' haifa ');
    expect(requests).toHaveLength(1);
  });

  it('sends nothing for fewer than 2 characters', async () => {
    expect(await photon().suggest('T', 8)).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('fails on an error status, a body of another shape and a slow answer', async () => {
    next = { status: 503, body: { message: 'busy' } };
    await expect(photon().geocode('Haifa')).rejects.toThrow(/503/);
    next = { status: 200, body: 'not json' };
    await expect(photon().geocode('Haifa')).rejects.toThrow();
    next = { status: 200, body: { results: [] } };
    await expect(photon().geocode('Haifa')).rejects.toThrow();
    next = { status: 200, body: { features: [] }, delayMs: 3000 };
    await expect(photon(200).geocode('Haifa')).rejects.toThrow();
  });
});

describe('Photon geocoder on a reset connection', () => {
  const reset = () => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
  const answer = () => new Response(JSON.stringify({ features: [feature('city', 35.0, 32.8, { name: 'Haifa', country: 'Israel' })] }));

  it('asks once more on a new connection when a kept-alive one was reset, and not again', async () => {
    const calls: string[] = [];
    const flaky: typeof fetch = async (input) => {
      calls.push(String(input));
      if (calls.length === 1) throw reset();
      return answer();
    };
    const geocoder = new PhotonGeocoder({ baseUrl, userAgent: 'Gearloop', fetch: flaky });
    expect((await geocoder.geocode('Haifa'))?.city).toBe('Haifa');
    expect(calls).toHaveLength(2);

    const broken: typeof fetch = async () => {
      calls.push('broken');
      throw reset();
    };
    calls.length = 0;
    await expect(new PhotonGeocoder({ baseUrl, userAgent: 'Gearloop', fetch: broken }).geocode('Acre')).rejects.toThrow('fetch failed');
    expect(calls).toHaveLength(2);
  });

  it('does not retry a timeout or an error status', async () => {
    let calls = 0;
    const slow: typeof fetch = async () => {
      calls += 1;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    };
    await expect(new PhotonGeocoder({ baseUrl, userAgent: 'Gearloop', fetch: slow }).geocode('Haifa')).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('geocoder from configuration', () => {
  const log = pino({ level: 'silent' });

  it('is the offline gazetteer without GEOCODER_URL', async () => {
    const geocoder = createGeocoder({ geocoderUrl: undefined, publicUrl: 'http://localhost:3000' }, log);
    expect((await geocoder.geocode('Haifa, Israel'))?.city).toBe('Haifa');
    expect(requests).toHaveLength(0);
  });

  it('uses the Photon server when set, and the gazetteer when it fails or finds nothing', async () => {
    const geocoder = createGeocoder({ geocoderUrl: baseUrl, publicUrl: 'http://localhost:3000' }, log);
    next.body = { features: [feature('city', 35.2, 31.77, { name: 'Jerusalem', country: 'Israel' })] };
    expect(await geocoder.geocode('Jerusalem')).toMatchObject({ city: 'Jerusalem', lat: 31.77, lng: 35.2 });
    expect(requests).toHaveLength(1);

    next = { status: 500, body: {} };
    expect((await geocoder.geocode('Haifa, Israel'))?.city).toBe('Haifa');
    next = { status: 200, body: { features: [] } };
    expect((await geocoder.suggest('Rehov', 5))[0]?.city).toBe('Rehovot');
  });
});
