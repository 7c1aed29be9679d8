import { describe, expect, it } from 'vitest';
import { purchasePrice, rentalPrice, rentalPriceForDates } from './pricing';

const listing = { price_per_day: 120, weekly_discount: 10, monthly_discount: 25 };

describe('rental price', () => {
  it('is the daily price times the inclusive days below a week', () => {
    expect(rentalPriceForDates(listing, '2026-05-01', '2026-05-06')).toMatchObject({
      days: 6,
      base_price: 720,
      discount_kind: 'none',
      discount_amount: 0,
      total_price: 720,
    });
  });

  it('applies the weekly discount from 7 days', () => {
    expect(rentalPrice(listing, 7)).toMatchObject({ base_price: 840, discount_kind: 'weekly', discount_percent: 10, discount_amount: 84, total_price: 756 });
    expect(rentalPrice(listing, 8).total_price).toBe(864);
  });

  it('applies the monthly discount from 30 days, taking precedence over the weekly one', () => {
    expect(rentalPrice(listing, 29)).toMatchObject({ discount_kind: 'weekly', total_price: 3132 });
    expect(rentalPrice(listing, 30)).toMatchObject({ discount_kind: 'monthly', discount_percent: 25, base_price: 3600, total_price: 2700 });
  });

  it('falls back to the weekly discount when a month-long rental has no monthly discount', () => {
    expect(rentalPrice({ ...listing, monthly_discount: 0 }, 31)).toMatchObject({ discount_kind: 'weekly', total_price: 3348 });
  });

  it('keeps agorot exact', () => {
    expect(rentalPrice({ price_per_day: 19.99, weekly_discount: 15, monthly_discount: 0 }, 7)).toMatchObject({
      base_price: 139.93,
      discount_amount: 20.99,
      total_price: 118.94,
    });
    expect(rentalPrice({ price_per_day: 0.1, weekly_discount: 0, monthly_discount: 0 }, 3).total_price).toBe(0.3);
  });

  it('refuses a rental shorter than a day', () => {
    expect(() => rentalPrice(listing, 0)).toThrow(RangeError);
    expect(() => rentalPrice(listing, 1.5)).toThrow(RangeError);
  });
});

describe('purchase price', () => {
  it('is the sale price minus the rental credit, never below zero', () => {
    expect(purchasePrice(900, 240)).toBe(660);
    expect(purchasePrice(900, 0)).toBe(900);
    expect(purchasePrice(200, 756)).toBe(0);
    expect(purchasePrice(100.1, 0.2)).toBe(99.9);
  });
});
