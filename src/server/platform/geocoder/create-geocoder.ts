import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { GazetteerGeocoder } from './gazetteer-geocoder';
import { type Geocoder, withFallback } from './geocoder';
import { sharedGazetteer } from './load-gazetteer';
import { PhotonGeocoder } from './photon-geocoder';

/** The offline gazetteer, or a Photon server (GEOCODER_URL) backed by it. */
export function createGeocoder(config: Pick<AppConfig, 'geocoderUrl' | 'publicUrl'>, log: FastifyBaseLogger): Geocoder {
  const gazetteer = new GazetteerGeocoder(() => sharedGazetteer((error, message) => log.warn({ err: error }, message)));
  if (!config.geocoderUrl) return gazetteer;
  const photon = new PhotonGeocoder({ baseUrl: config.geocoderUrl, userAgent: `Gearloop (+${config.publicUrl})` });
  return withFallback(photon, gazetteer, log);
}
