import { formatPrice } from '@domain/format';

/** What a breakdown needs: the client's `rentalPrice` result plus the daily price, or the server's breakdown. */
export type BreakdownInput = {
  days: number;
  price_per_day: number | null;
  base_price: number;
  discount_kind: 'none' | 'weekly' | 'monthly';
  discount_percent: number;
  discount_amount: number;
  total_price: number;
};

export type PriceLine = { label: string; amount: string; kind: 'base' | 'discount' };

export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "₪90 × 8 days", then "Weekly discount (15%)" as a negative line when one applies. */
export function priceLines(breakdown: BreakdownInput): { lines: PriceLine[]; total: string } {
  const perDay = breakdown.price_per_day ?? breakdown.base_price / breakdown.days;
  const lines: PriceLine[] = [{ label: `${formatPrice(perDay)} × ${dayCount(breakdown.days)}`, amount: formatPrice(breakdown.base_price), kind: 'base' }];
  if (breakdown.discount_kind !== 'none' && breakdown.discount_amount > 0) {
    const name = breakdown.discount_kind === 'weekly' ? 'Weekly discount' : 'Monthly discount';
    lines.push({ label: `${name} (${breakdown.discount_percent}%)`, amount: `−${formatPrice(breakdown.discount_amount)}`, kind: 'discount' });
  }
  return { lines, total: formatPrice(breakdown.total_price) };
}
