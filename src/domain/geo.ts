import { z } from 'zod';
import { textInput } from './text';

/** Spec: address suggestions start above 2 typed characters; the server answers from 2. */
export const MIN_SUGGEST_QUERY_LENGTH = 2;
export const MAX_SUGGEST_QUERY_LENGTH = 200;

export const geoSuggestQuery = z.strictObject({
  q: textInput('Search text').max(MAX_SUGGEST_QUERY_LENGTH, `Search text must be at most ${MAX_SUGGEST_QUERY_LENGTH} characters`).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const geoSuggestionSchema = z.object({
  /** "City, Country" for a city, the country name for a country. */
  label: z.string(),
  /** City name only (null for a country). */
  city: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

export const geoSuggestResponse = z.object({ suggestions: z.array(geoSuggestionSchema) });
export type GeoSuggestResponse = z.infer<typeof geoSuggestResponse>;

const unfoldable: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i', þ: 'th' };

/**
 * Lower case, without diacritics or punctuation (straight and typographic quotes, dashes, dots), single
 * spaces: "Modi‘in" → "modiin", "Petaẖ Tiqwa" → "petah tiqwa", "Tel-Aviv" → "tel aviv".
 */
export function normalizePlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøßæœđıþ]/g, (letter) => unfoldable[letter] ?? letter)
    .replace(/['‘’ʼ`´"“”]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Spec: if suggestions fail, a fixed built-in list of cities and countries is filtered by the typed
 * text. Coordinates are city centres (GeoNames) and rough country centroids.
 */
export const fallbackPlaces: readonly GeoSuggestion[] = [
  { label: 'Tel Aviv, Israel', city: 'Tel Aviv', country: 'Israel', lat: 32.08088, lng: 34.78057 },
  { label: 'Jerusalem, Israel', city: 'Jerusalem', country: 'Israel', lat: 31.76904, lng: 35.21633 },
  { label: 'Haifa, Israel', city: 'Haifa', country: 'Israel', lat: 32.81841, lng: 34.9885 },
  { label: 'Rishon LeZion, Israel', city: 'Rishon LeZion', country: 'Israel', lat: 31.97102, lng: 34.78939 },
  { label: 'Petah Tikva, Israel', city: 'Petah Tikva', country: 'Israel', lat: 32.08707, lng: 34.88747 },
  { label: 'Ashdod, Israel', city: 'Ashdod', country: 'Israel', lat: 31.79213, lng: 34.64966 },
  { label: 'Netanya, Israel', city: 'Netanya', country: 'Israel', lat: 32.33291, lng: 34.85992 },
  { label: 'Beersheba, Israel', city: 'Beersheba', country: 'Israel', lat: 31.25181, lng: 34.7913 },
  { label: 'Holon, Israel', city: 'Holon', country: 'Israel', lat: 32.01034, lng: 34.77918 },
  { label: 'Bnei Brak, Israel', city: 'Bnei Brak', country: 'Israel', lat: 32.08074, lng: 34.8338 },
  { label: 'Ramat Gan, Israel', city: 'Ramat Gan', country: 'Israel', lat: 32.08227, lng: 34.81065 },
  { label: 'Rehovot, Israel', city: 'Rehovot', country: 'Israel', lat: 31.89421, lng: 34.81199 },
  { label: 'Herzliya, Israel', city: 'Herzliya', country: 'Israel', lat: 32.16627, lng: 34.82536 },
  { label: 'Kfar Saba, Israel', city: 'Kfar Saba', country: 'Israel', lat: 32.175, lng: 34.90694 },
  { label: "Ra'anana, Israel", city: "Ra'anana", country: 'Israel', lat: 32.1836, lng: 34.87386 },
  { label: "Modi'in, Israel", city: "Modi'in", country: 'Israel', lat: 31.89385, lng: 35.01504 },
  { label: 'Eilat, Israel', city: 'Eilat', country: 'Israel', lat: 29.55805, lng: 34.94821 },
  { label: 'New York, United States', city: 'New York', country: 'United States', lat: 40.71427, lng: -74.00597 },
  { label: 'Los Angeles, United States', city: 'Los Angeles', country: 'United States', lat: 34.05223, lng: -118.24368 },
  { label: 'London, United Kingdom', city: 'London', country: 'United Kingdom', lat: 51.50853, lng: -0.12574 },
  { label: 'Toronto, Canada', city: 'Toronto', country: 'Canada', lat: 43.70011, lng: -79.4163 },
  { label: 'Sydney, Australia', city: 'Sydney', country: 'Australia', lat: -33.86785, lng: 151.20732 },
  { label: 'Israel', city: null, country: 'Israel', lat: 31.5, lng: 34.9 },
  { label: 'United States', city: null, country: 'United States', lat: 39.8, lng: -98.6 },
  { label: 'United Kingdom', city: null, country: 'United Kingdom', lat: 54.0, lng: -2.0 },
  { label: 'Canada', city: null, country: 'Canada', lat: 56.1, lng: -106.3 },
  { label: 'Australia', city: null, country: 'Australia', lat: -25.3, lng: 133.8 },
];

/** The built-in list filtered by typed text (word-prefix match on the normalised label). */
export function filterFallbackPlaces(query: string, limit = 8): GeoSuggestion[] {
  const needle = normalizePlaceName(query);
  if (needle.length < MIN_SUGGEST_QUERY_LENGTH) return [];
  return fallbackPlaces
    .filter((place) => {
      const label = normalizePlaceName(place.label);
      return label.startsWith(needle) || label.includes(` ${needle}`);
    })
    .slice(0, limit);
}
