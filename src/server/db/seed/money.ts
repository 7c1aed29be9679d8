/** Money as integer agorot for seed computations: prices arrive and leave as numeric strings, never floats. */
export function toAgorot(price: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price);
  if (!match) throw new Error(`Not a price: ${price}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromAgorot(agorot: number): string {
  return `${Math.floor(agorot / 100)}.${String(agorot % 100).padStart(2, '0')}`;
}

/** Spec: weekly discount from 7 days, monthly (precedence) from 30 days; the discounted total, rounded to agorot. */
export function rentalTotal(pricePerDay: string, days: number, weeklyDiscount: number, monthlyDiscount: number): string {
  const gross = toAgorot(pricePerDay) * days;
  const percent = days >= 30 ? monthlyDiscount : days >= 7 ? weeklyDiscount : 0;
  return fromAgorot(gross - Math.round((gross * percent) / 100));
}
