import { CalendarDays, MapPin, Star, Tag, Wallet, type LucideIcon } from 'lucide-react';
import { activeFilters, flexibilityOptions, type ActiveFilterKind, type SearchFilter } from '../../../../domain/search';
import { formatDateRange } from '../lib/date-range';
import { priceSummary, ratingLabel } from '../lib/sliders';

/** A read-only line of what the URL filters by (the Filters dialog changes it). */
export function ActiveFilters({ filter, category }: { filter: SearchFilter; category: string | null }) {
  const dates = formatDateRange({ start: filter.startDate, end: filter.endDate }) ?? '';
  const flexibility = flexibilityOptions.find((option) => option.days === filter.dateFlexibility);
  const chip: Record<ActiveFilterKind, { icon: LucideIcon; text: string }> = {
    category: { icon: Tag, text: category ?? '' },
    location: { icon: MapPin, text: filter.where.trim() },
    dates: { icon: CalendarDays, text: filter.dateFlexibility ? `${dates} (${flexibility?.label})` : dates },
    price: { icon: Wallet, text: priceSummary(filter.minPrice, filter.maxPrice) },
    rating: { icon: Star, text: `${ratingLabel(filter.minRating)} stars` },
    for_sale: { icon: Tag, text: 'For sale only' },
  };
  // One chip per active filter (the same rule as the Filters badge and the dialog's count).
  const items = activeFilters(filter, category).map((kind) => chip[kind]);
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
