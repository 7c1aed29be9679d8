import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MIN_SUGGEST_QUERY_LENGTH, normalizePlaceName } from '../../../domain/geo';
import type { GeoPlace, Geocoder } from './geocoder';

/** Photon answers in GeoJSON; only what we read is checked, the rest is ignored. */
const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    type: z.string().optional(),
    name: z.string().optional(),
    city: z.string().optional(),
    locality: z.string().optional(),
    country: z.string().optional(),
  }),
});
const photonResponse = z.object({ features: z.array(z.unknown()) });
type PhotonFeature = z.infer<typeof photonFeature>;

export interface PhotonOptions {
  /** The Photon server, e.g. https://photon.komoot.io or a self-hosted instance. */
  baseUrl: string;
  /** Identifies this site to the provider (their fair-use terms ask for it). */
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Online geocoder over a Photon server (OpenStreetMap data; built for search-as-you-type, self-hostable).
 * Cities and countries become places as the gazetteer's are; a street address is placed at its own point
 * in its city, so "within 0.4 km" search uses the real address. Any failure (network, timeout, non-2xx,
 * unexpected body) throws: the caller falls back to the offline gazetteer.
 */
export class PhotonGeocoder implements Geocoder {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  /** Answers kept a day: places do not move, and the provider's fair-use terms ask for few requests. */
  private readonly answers = new LRUCache<string, PhotonFeature[]>({ max: 5_000, ttl: 24 * 60 * 60 * 1000 });

  constructor(private readonly options: PhotonOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 3000;
  }

  async suggest(query: string, limit: number): Promise<GeoPlace[]> {
    if (normalizePlaceName(query).length < MIN_SUGGEST_QUERY_LENGTH) return [];
    const features = await this.search(query, limit, ['city', 'country']);
    const places = features.map(toPlace).filter((place): place is GeoPlace => place !== null);
    return [...new Map(places.map((place) => [place.label, place])).values()].slice(0, limit);
  }

  async geocode(address: string): Promise<GeoPlace | null> {
    if (!address.trim()) return null;
    const [feature] = await this.search(address, 1, []);
    return feature ? toPlace(feature) : null;
  }

  private async search(query: string, limit: number, layers: string[]): Promise<PhotonFeature[]> {
    const key = JSON.stringify([normalizePlaceName(query), limit, layers]);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const features = await this.request(query, limit, layers);
    this.answers.set(key, features);
    return features;
  }

  private async request(query: string, limit: number, layers: string[]): Promise<PhotonFeature[]> {
    const url = new URL('/api', this.options.baseUrl);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('lang', 'en');
    for (const layer of layers) url.searchParams.append('layer', layer);
    const send = () =>
      this.fetch(url, { headers: { accept: 'application/json', 'user-agent': this.options.userAgent }, signal: AbortSignal.timeout(this.timeoutMs) });
    // A kept-alive connection the server has just closed fails before any answer; the request is a GET, so one retry on a new one is safe.
    const response = await send().catch((error: unknown) => {
      if (isConnectionReset(error)) return send();
      throw error;
    });
    if (!response.ok) throw new Error(`Photon answered ${response.status} for ${url.pathname}`);
    const { features } = photonResponse.parse(await response.json());
    // A feature we cannot read is skipped rather than failing the whole answer.
    return features.flatMap((feature) => {
      const parsed = photonFeature.safeParse(feature);
      return parsed.success ? [parsed.data] : [];
    });
  }
}

function toPlace({ geometry, properties }: PhotonFeature): GeoPlace | null {
  const [lng, lat] = geometry.coordinates;
  const country = properties.country ?? (properties.type === 'country' ? properties.name : undefined);
  if (!country || !isCoordinate(lat, lng)) return null;
  if (properties.type === 'country') return { label: country, city: null, country, lat, lng };
  const city = properties.type === 'city' ? properties.name : (properties.city ?? properties.locality);
  if (!city) return { label: country, city: null, country, lat, lng };
  return { label: `${city}, ${country}`, city, country, lat, lng };
}

const isConnectionReset = (error: unknown) => {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return error instanceof TypeError && (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET');
};

const isCoordinate = (lat: number, lng: number) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
