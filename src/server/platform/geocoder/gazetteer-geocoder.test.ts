import { describe, expect, it } from 'vitest';
import { filterFallbackPlaces, normalizePlaceName } from '../../../domain/geo';
import { GazetteerGeocoder } from './gazetteer-geocoder';

const geocoder = new GazetteerGeocoder();
const labels = async (query: string, limit = 5) => (await geocoder.suggest(query, limit)).map((place) => place.label);

describe('normalizePlaceName', () => {
  it('drops case, diacritics and punctuation including typographic quotes', () => {
    expect(normalizePlaceName('Modi‘in Makkabbim Re‘ut')).toBe('modiin makkabbim reut');
    expect(normalizePlaceName("Ra'anana")).toBe('raanana');
    expect(normalizePlaceName('Petaẖ Tiqwa')).toBe('petah tiqwa');
    expect(normalizePlaceName('  Tel-Aviv ')).toBe('tel aviv');
    expect(normalizePlaceName('Łódź')).toBe('lodz');
  });
});

describe('GazetteerGeocoder.suggest', () => {
  it('ranks Israeli towns first, then larger places', async () => {
    expect((await labels('tel'))[0]).toBe('Tel Aviv, Israel');
    expect((await labels('hai'))[0]).toBe('Haifa, Israel');
    expect((await labels('jerus'))[0]).toBe('Jerusalem, Israel');
  });

  it('matches typographic and straight quotes alike, and common spellings', async () => {
    for (const query of ['Modi‘in', "Modi'in", 'modiin']) expect((await labels(query))[0]).toBe("Modi'in, Israel");
    expect((await labels('raanana'))[0]).toBe("Ra'anana, Israel");
    expect((await labels('Petah Tikva'))[0]).toBe('Petah Tikva, Israel');
    expect((await labels('Rishon LeZion'))[0]).toBe('Rishon LeZion, Israel');
    expect((await labels('Beer Sheva'))[0]).toBe('Beersheba, Israel');
    expect(await labels('kiryat', 10)).toContain('Kiryat Gat, Israel');
    expect((await labels("Modi'in-Maccabim-Re'ut"))[0]).toBe("Modi'in, Israel");
  });

  it('suggests countries, and filters cities by a country after a comma', async () => {
    expect((await labels('isr'))[0]).toBe('Israel');
    expect((await labels('germ'))[0]).toBe('Germany');
    expect((await labels('london'))[0]).toBe('London, United Kingdom');
    expect((await labels('London, Canada'))[0]).toBe('London, Canada');
    const [paris] = await geocoder.suggest('paris', 1);
    expect(paris).toMatchObject({ city: 'Paris', country: 'France' });
    expect(paris?.lat).toBeCloseTo(48.85, 1);
  });

  it('answers nothing for fewer than 2 characters and respects the limit', async () => {
    expect(await labels('t')).toEqual([]);
    expect(await labels(' ')).toEqual([]);
    expect(await labels('sa', 3)).toHaveLength(3);
  });
});

describe('GazetteerGeocoder.geocode', () => {
  it('finds the city among the parts of an address', async () => {
    expect(await geocoder.geocode('Dizengoff St 50, Tel Aviv, Israel')).toMatchObject({ city: 'Tel Aviv', country: 'Israel' });
    expect(await geocoder.geocode('Herzl 1, Modi‘in')).toMatchObject({ city: "Modi'in", country: 'Israel' });
    // The official name, as the listings' own addresses spell it: a town with a point, not a text-only match.
    expect(await geocoder.geocode("Modi'in-Maccabim-Re'ut")).toMatchObject({ city: "Modi'in", country: 'Israel' });
    expect(await geocoder.geocode('Paris, Texas, United States')).toMatchObject({ city: 'Paris', country: 'United States' });
    expect(await geocoder.geocode('Paris')).toMatchObject({ city: 'Paris', country: 'France' });
  });

  it('falls back to a country centroid, and to null', async () => {
    expect(await geocoder.geocode('Israel')).toMatchObject({ label: 'Israel', city: null, country: 'Israel' });
    expect(await geocoder.geocode('Somewhere, Germany')).toMatchObject({ city: null, country: 'Germany' });
    expect(await geocoder.geocode('Qwxzv Plaza 9')).toBeNull();
    expect(await geocoder.geocode(' , ')).toBeNull();
  });
});

describe('the built-in fallback list (client)', () => {
  it('filters by typed text', () => {
    expect(filterFallbackPlaces('tel').map((p) => p.label)).toEqual(['Tel Aviv, Israel']);
    expect(filterFallbackPlaces('modi‘in').map((p) => p.label)).toEqual(["Modi'in, Israel"]);
    expect(filterFallbackPlaces('t')).toEqual([]);
  });
});
