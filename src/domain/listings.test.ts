import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { availabilityDates, detectAvailability } from './listing-availability';
import { createListingInput } from './listing-inputs';
import { averageRating, listingTexts } from './listings';

describe('availabilityDates', () => {
  const today = '2030-03-10';
  it('always = the next 180 days from today', () => {
    const result = availabilityDates({ mode: 'always' }, today);
    expect('dates' in result && result.dates.length).toBe(180);
    expect('dates' in result && result.dates.at(-1)).toBe(addDays(today, 179));
  });
  it('refuses past, reversed, overlapping and empty periods', () => {
    expect(availabilityDates({ mode: 'specific', periods: [] }, today)).toEqual({ error: listingTexts.availabilityRequired });
    expect(availabilityDates({ mode: 'specific', periods: [{ start: '2030-03-09', end: '2030-03-12' }] }, today)).toEqual({ error: listingTexts.periodInPast });
    expect(availabilityDates({ mode: 'specific', periods: [{ start: '2030-03-12', end: '2030-03-11' }] }, today)).toEqual({ error: listingTexts.periodOrder });
    expect(
      availabilityDates(
        { mode: 'specific', periods: [{ start: '2030-03-20', end: '2030-03-22' }, { start: '2030-03-11', end: '2030-03-20' }] },
        today,
      ),
    ).toEqual({ error: listingTexts.periodsOverlap });
  });
  it('expands periods inclusively', () => {
    expect(availabilityDates({ mode: 'specific', periods: [{ start: '2030-03-10', end: '2030-03-11' }] }, today)).toEqual({
      dates: ['2030-03-10', '2030-03-11'],
    });
  });
});

describe('detectAvailability', () => {
  const today = '2030-03-10';
  it('treats ≥ 170 dates including all of the next 30 as always available', () => {
    const dates = Array.from({ length: 175 }, (_, index) => addDays(today, index));
    expect(detectAvailability(dates, today)).toEqual({ mode: 'always' });
    expect(detectAvailability(dates.filter((date) => date !== addDays(today, 29)), today).mode).toBe('specific');
  });
  it('groups the rest into ranges, dropping past dates', () => {
    expect(detectAvailability(['2030-03-01', '2030-03-10', '2030-03-11', '2030-03-15'], today)).toEqual({
      mode: 'specific',
      periods: [
        { start: '2030-03-10', end: '2030-03-11' },
        { start: '2030-03-15', end: '2030-03-15' },
      ],
    });
  });
});

describe('createListingInput', () => {
  const base = { title: 'T', description: 'D', category: 'Tools', location: 'Haifa, Israel', price_per_day: 10, availability: { mode: 'always' } };
  it('applies defaults and drops the sale price when not for sale', () => {
    expect(createListingInput.parse({ ...base, sale_price: 50 })).toMatchObject({ minimum_rental_days: 1, weekly_discount: 0, monthly_discount: 0, for_sale: false, sale_price: null });
  });
  it('answers missing fields with the spec text', () => {
    expect(createListingInput.safeParse({ ...base, title: undefined }).error?.issues[0]?.message).toBe(listingTexts.missingFields);
  });
  it('rounds the average rating to one decimal', () => {
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBe(0);
  });
});
