import { describe, expect, it } from 'vitest';
import { categories } from './categories';
import { categoriesOfInterests, interestCategories, interests, updateInterestsBody } from './interests';
import { resendWaitMs } from './phone-verification';

describe('interests', () => {
  it('are the spec’s 12 onboarding categories, in its order', () => {
    expect(interests).toEqual([
      'Bikes',
      'Water Sports',
      'Photography',
      'Outdoor Gear',
      'Electronics',
      'Vehicles',
      'Sports Equipment',
      'Musical Instruments',
      'Home & Garden',
      'Art & Crafts',
      'Books',
      'Gaming',
    ]);
  });

  it('each stand for real listing categories, none claimed twice', () => {
    const all = interestCategories.flatMap((entry) => [...entry.categories]);
    for (const category of all) expect(categories).toContain(category);
    expect(new Set(all).size).toBe(all.length);
  });

  it('boost the categories of the chosen interests, sorted, ignoring unknown names', () => {
    expect(categoriesOfInterests(['Outdoor Gear', 'Photography', 'Knitting'])).toEqual(['Cameras', 'Outdoors', 'Snow']);
    expect(categoriesOfInterests([])).toEqual([]);
  });

  it('parse to a duplicate-free set in the spec order', () => {
    expect(updateInterestsBody.parse({ interests: ['Gaming', 'Bikes', 'Gaming'] })).toEqual({ interests: ['Bikes', 'Gaming'] });
    expect(updateInterestsBody.safeParse({ interests: ['Knitting'] }).success).toBe(false);
  });
});

describe('phone code resend back-off', () => {
  it('is nothing before the first code, then 30 s, 60 s, 120 s', () => {
    expect([0, 1, 2, 3].map(resendWaitMs)).toEqual([0, 30_000, 60_000, 120_000]);
  });
});
