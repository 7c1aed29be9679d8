import { inclusiveDays, type IsoDate } from './dates';

/** Weekly discount applies from 7 days, monthly from 30 days and takes precedence (spec §9). */
export const WEEKLY_DISCOUNT_MIN_DAYS = 7;
export const MONTHLY_DISCOUNT_MIN_DAYS = 30;
export const MAX_DISCOUNT_PERCENT = 50;

export interface PricedListing {
  price_per_day: number;
  weekly_discount: number;
  monthly_discount: number;
}

export interface RentalPrice {
  days: number;
  /** price_per_day × days */
  base_price: number;
  discount_kind: 'none' | 'weekly' | 'monthly';
  discount_percent: number;
  discount_amount: number;
  /** base − discount; stored as both rental_price and total_price of the reservation */
  total_price: number;
}

// Money is computed in whole agorot (1/100 ₪) so that no floating-point error reaches a price.
const toAgorot = (shekels: number) => Math.round(shekels * 100);
const toShekels = (agorot: number) => agorot / 100;

export function rentalPrice(listing: PricedListing, days: number): RentalPrice {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('A rental lasts at least one whole day');
  const discountKind = days >= MONTHLY_DISCOUNT_MIN_DAYS && listing.monthly_discount > 0
    ? 'monthly'
    : days >= WEEKLY_DISCOUNT_MIN_DAYS && listing.weekly_discount > 0
      ? 'weekly'
      : 'none';
  const percent = discountKind === 'monthly' ? listing.monthly_discount : discountKind === 'weekly' ? listing.weekly_discount : 0;
  const base = toAgorot(listing.price_per_day) * days;
  const discount = Math.round((base * percent) / 100);
  return {
    days,
    base_price: toShekels(base),
    discount_kind: discountKind,
    discount_percent: percent,
    discount_amount: toShekels(discount),
    total_price: toShekels(base - discount),
  };
}

export function rentalPriceForDates(listing: PricedListing, start: IsoDate, end: IsoDate): RentalPrice {
  return rentalPrice(listing, inclusiveDays(start, end));
}

/** Purchase price = sale price − rental credit, never below 0 (spec §9). */
export function purchasePrice(salePrice: number, rentalCredit: number): number {
  return toShekels(Math.max(0, toAgorot(salePrice) - toAgorot(rentalCredit)));
}
