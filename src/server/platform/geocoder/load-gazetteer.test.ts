import { describe, expect, it } from 'vitest';
import { citiesNamed, type StringColumn, stringAt } from './gazetteer-data';
import { loadGazetteerHere, loadGazetteerInWorker } from './load-gazetteer';

describe('the gazetteer built in a worker thread', () => {
  it('is the gazetteer built on this thread, column for column', async () => {
    const [inWorker, here] = [await loadGazetteerInWorker(), loadGazetteerHere()];
    expect(inWorker.cityNames.ends.length).toBeGreaterThan(100_000);
    expect(inWorker).toEqual(here);
  }, 60_000);

  it('keeps the names sorted and each name’s cities in the data’s order', () => {
    const data = loadGazetteerHere();
    const strings = (column: StringColumn) => Array.from(column.ends, (_, i) => stringAt(column, i));
    for (const sorted of [strings(data.names), strings(data.prefixKeys)]) {
      expect(sorted.every((key, i) => i === 0 || sorted[i - 1]! <= key)).toBe(true);
    }
    expect(strings(data.cityNames).join('')).toBe(data.cityNames.text);
    const haifa = [...citiesNamed(data, 'haifa')];
    expect(haifa.length).toBeGreaterThan(0);
    expect(haifa).toEqual([...haifa].sort((a, b) => a - b));
    expect(haifa.map((city) => stringAt(data.cityCountries, city))).toContain('IL');
    // A display name is a name too: GeoNames' "Petaẖ Tiqwa" is found as "petah tikva".
    expect([...citiesNamed(data, 'petah tikva')].map((city) => stringAt(data.cityNames, city))).toContain('Petah Tikva');
    expect(citiesNamed(data, 'no such place')).toHaveLength(0);
  }, 60_000);
});
