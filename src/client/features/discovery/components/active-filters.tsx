import { CalendarDays, MapPin, Star, Tag, Wallet } from 'lucide-react';
import { flexibilityOptions, PRICE_SLIDER, type SearchFilter } from '../../../../domain/search';
import { formatDateRange } from '../lib/date-range';
import { priceSummary, ratingLabel } from '../lib/sliders';

/** A read-only line of what the URL filters by (the Filters dialog changes it). */
export function ActiveFilters({ filter, category }: { filter: SearchFilter; category: string | null }) {
  const dates = formatDateRange({ start: filter.startDate, end: filter.endDate });
  const flexibility = flexibilityOptions.find((option) => option.days === filter.dateFlexibility);
  const items = [
    category ? { icon: Tag, text: category } : null,
    filter.where ? { icon: MapPin, text: filter.where } : null,
    dates ? { icon: CalendarDays, text: filter.dateFlexibility ? `${dates} (${flexibility?.label})` : dates } : null,
    filter.minPrice > PRICE_SLIDER.min || filter.maxPrice < PRICE_SLIDER.max ? { icon: Wallet, text: priceSummary(filter.minPrice, filter.maxPrice) } : null,
    filter.minRating > 0 ? { icon: Star, text: `${ratingLabel(filter.minRating)} stars` } : null,
    filter.forSaleOnly ? { icon: Tag, text: 'For sale only' } : null,
  ].filter((item) => item !== null);
  if (!items.length) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          <Icon className="size-3.5 text-brand-700" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
