import type { FastifyBaseLogger } from 'fastify';
import type { GeoSuggestion } from '../../../domain/geo';

/** A place found by the geocoder: a city (with its country) or a whole country (city null). */
export type GeoPlace = GeoSuggestion;

/** Turns typed text into places. The default is an offline gazetteer; an online provider can replace it. */
export interface Geocoder {
  suggest(query: string, limit: number): Promise<GeoPlace[]>;
  /** The best place named in a free-form address ("Dizengoff St 50, Tel Aviv, Israel"), or null. */
  geocode(address: string): Promise<GeoPlace | null>;
}

/**
 * An online geocoder backed by the offline one: when the online provider fails or finds nothing, the
 * answer comes from the fallback (the failure is logged as a warning).
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, log: FastifyBaseLogger): Geocoder {
  return {
    async suggest(query, limit) {
      try {
        const places = await primary.suggest(query, limit);
        if (places.length > 0) return places;
      } catch (error) {
        log.warn({ err: error, query }, 'online geocoder suggest failed; using the offline gazetteer');
      }
      return fallback.suggest(query, limit);
    },
    async geocode(address) {
      try {
        const place = await primary.geocode(address);
        if (place) return place;
      } catch (error) {
        log.warn({ err: error, address }, 'online geocoding failed; using the offline gazetteer');
      }
      return fallback.geocode(address);
    },
  };
}

/** Spec: a geocoding failure is a warning and "no location", never an error for the user. */
export function withFailureLogging(inner: Geocoder, log: FastifyBaseLogger): Geocoder {
  return {
    async suggest(query, limit) {
      try {
        return await inner.suggest(query, limit);
      } catch (error) {
        log.warn({ err: error, query }, 'geocoder suggest failed');
        return [];
      }
    },
    async geocode(address) {
      try {
        return await inner.geocode(address);
      } catch (error) {
        log.warn({ err: error, address }, 'geocoding failed');
        return null;
      }
    },
  };
}

