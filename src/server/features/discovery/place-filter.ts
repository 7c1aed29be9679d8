import { normalizePlaceName } from '../../../domain/geo';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import type { PlaceFilter } from './search-query';

/**
 * Understands the searched place (spec §9): a country or a city is a broad area, matched by name or by
 * lying within it; anything more specific ("Dizengoff St 50, Tel Aviv") is an address: its street by
 * text within the city, or within 0.4 km of the point. A place the geocoder cannot find is matched by text
 * only, so an unknown place gives an honest empty result rather than everything.
 */
export async function placeFilter(geocoder: Geocoder, location: string): Promise<{ filter: PlaceFilter; label: string | null }> {
  const text = location.trim();
  const place = await geocoder.geocode(text);
  if (!place) return { filter: { kind: 'unknown', names: [text], street: null, point: null }, label: null };
  const point = { lat: place.lat, lng: place.lng };
  if (place.city === null) return { filter: { kind: 'country', names: [place.country, text], street: null, point }, label: place.label };

  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  const cityKey = normalizePlaceName(place.city);
  const cityIndex = parts.findIndex((part) => {
    const key = normalizePlaceName(part);
    return key === cityKey || cityKey.startsWith(key) || key.startsWith(cityKey);
  });
  const cityNames = unique([place.city, cityIndex >= 0 ? parts[cityIndex]! : null]);
  if (cityIndex > 0) {
    const street = parts.slice(0, cityIndex).join(', ');
    return { filter: { kind: 'address', names: cityNames, street, point }, label: `${street}, ${place.label}` };
  }
  return { filter: { kind: 'city', names: cityNames, street: null, point }, label: place.label };
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}
