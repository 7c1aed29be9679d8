import { formatPrice as formatShekels } from '@domain/format';
import { PRICE_SLIDER, RATING_SLIDER, type SearchFilter } from '../../../../domain/search';

/** Slider prices are whole shekels: ₪300, not ₪300.00. */
function formatPrice(amount: number): string {
  return formatShekels(Math.round(amount));
}

/** The price slider's ends mean "no bound" (spec §5): the top end reads "Any". */
export function priceThumbLabel(value: number): string {
  return value >= PRICE_SLIDER.max ? 'Any' : formatPrice(value);
}

/** The two thumbs → the filter's bounds (kept in order; the slider may hand them out swapped). */
export function priceBoundsFromSlider([first, second]: number[]): Pick<SearchFilter, 'minPrice' | 'maxPrice'> {
  const a = first ?? PRICE_SLIDER.min;
  const b = second ?? PRICE_SLIDER.max;
  return { minPrice: Math.min(a, b), maxPrice: Math.max(a, b) };
}

/** "Any price", "Up to ₪300", "₪50 and up", "₪50 – ₪300". */
export function priceSummary(minPrice: number, maxPrice: number): string {
  const noMin = minPrice <= PRICE_SLIDER.min;
  const noMax = maxPrice >= PRICE_SLIDER.max;
  if (noMin && noMax) return 'Any price';
  if (noMin) return `Up to ${formatPrice(maxPrice)}`;
  if (noMax) return `${formatPrice(minPrice)} and up`;
  return `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`;
}

/** 0 means any rating (spec §5). */
export function ratingLabel(value: number): string {
  return value <= RATING_SLIDER.min ? 'Any' : `${value.toFixed(1)}+`;
}
