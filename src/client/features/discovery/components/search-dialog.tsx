import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  activeFilterCount,
  emptySearchFilter,
  flexibilityOptions,
  MAX_QUERY_LENGTH,
  PRICE_SLIDER,
  RATING_SLIDER,
  searchUrl,
  type Flexibility,
  type SearchFilter,
} from '../../../../domain/search';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Slider } from '../../../components/ui/slider';
import { cn } from '../../../lib/cn';
import { LocationCombobox } from '@/components/location-combobox';
import { formatDateRange } from '../lib/date-range';
import { priceBoundsFromSlider, priceSummary, priceThumbLabel, ratingLabel } from '../lib/sliders';
import { DateRangePicker } from './date-range-picker';

export type SearchSection = 'what' | 'where' | 'when' | 'filters';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The values the dialog opens with (the last search, or the /search URL). */
  initialFilter: SearchFilter;
  /** Sections open at first. */
  defaultSections?: SearchSection[];
  /** Without a handler, Search navigates to `/search?…` (spec §2). */
  onSearch?: (filter: SearchFilter) => void;
  /** The /search page's category (kept by the dialog, counted among the active filters). */
  category?: string | null;
};

/** Opening with What open puts the caret in its text box (Radix would focus the What header, the first focusable). */
function focusWhatBox(event: Event) {
  const box = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLInputElement>('input[data-what-box]') : null;
  if (!box) return;
  event.preventDefault();
  box.focus();
}

/** "Search for Items": What / Where / When / Filters, Clear all and Search. */
export function SearchDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onOpenAutoFocus={focusWhatBox}>
        {/* Mounted only while open: every opening starts from `initialFilter`. */}
        <SearchForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SearchForm({ initialFilter, defaultSections = ['what'], onSearch, category = null, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<SearchFilter>(initialFilter);
  const [sections, setSections] = useState<string[]>(defaultSections);
  const ids = { what: useId(), where: useId(), when: useId(), price: useId(), rating: useId(), forSale: useId(), flex: useId() };
  const update = (patch: Partial<SearchFilter>) => setFilter((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A half-picked range (start only) is not a range: search without dates rather than guess the end.
    const complete = filter.startDate && filter.endDate ? filter : { ...filter, startDate: null, endDate: null };
    onDone();
    if (onSearch) onSearch(complete);
    else navigate(searchUrl(complete));
  };

  const dates = formatDateRange({ start: filter.startDate, end: filter.endDate });
  const flexibility = flexibilityOptions.find((option) => option.days === filter.dateFlexibility);
  const filterCount = activeFilterCount(filter, category);

  return (
    <form onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Search for Items</DialogTitle>
        <DialogDescription>Find gear to rent or buy near you.</DialogDescription>
      </DialogHeader>

      <Accordion type="multiple" value={sections} onValueChange={setSections} className="-mx-1 px-1">
        <AccordionItem value="what">
          <SectionTrigger title="What" summary={filter.what.trim() || 'Anything'} />
          <AccordionContent className="space-y-2 px-0.5">
            <Label htmlFor={ids.what}>What are you looking for?</Label>
            <Input
              id={ids.what}
              data-what-box
              type="search"
              enterKeyHint="search"
              placeholder="e.g. camera, bike, tools..."
              maxLength={MAX_QUERY_LENGTH}
              value={filter.what}
              onChange={(event) => update({ what: event.target.value })}
            />
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="where">
          <SectionTrigger title="Where" summary={filter.where.trim() || 'Anywhere'} />
          <AccordionContent className="space-y-2 px-0.5">
            <Label htmlFor={ids.where}>Location</Label>
            <LocationCombobox id={ids.where} value={filter.where} onChange={(where) => update({ where })} />
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="when">
          <SectionTrigger
            title="When"
            summary={dates ? (filter.dateFlexibility ? `${dates} · ${flexibility?.label}` : dates) : 'Any dates'}
          />
          <AccordionContent className="space-y-4 px-0.5">
            <div className="space-y-2">
              <span id={ids.when} className="block text-sm font-medium text-slate-800">
                Dates
              </span>
              <DateRangePicker
                labelId={ids.when}
                value={{ start: filter.startDate, end: filter.endDate }}
                onChange={(range) => update({ startDate: range.start, endDate: range.end })}
              />
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">How flexible are you?</legend>
              <div className="flex flex-wrap gap-2">
                {flexibilityOptions.map((option) => (
                  <label key={option.days} className="relative">
                    <input
                      type="radio"
                      name={ids.flex}
                      value={option.days}
                      checked={filter.dateFlexibility === option.days}
                      onChange={() => update({ dateFlexibility: option.days as Flexibility })}
                      className="peer sr-only"
                    />
                    <span className="inline-flex h-8 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-700 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-1 hover:border-slate-400">
                      {option.label}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </AccordionContent>
        </AccordionItem>

        <AccordionItem value="filters">
          <SectionTrigger title="Filters" summary={filterCount ? `${filterCount} active` : 'None'} />
          <AccordionContent className="space-y-6 px-0.5 pt-1">
            <div className="space-y-3">
              <div className="flex items-baseline justify-between gap-2">
                <span id={ids.price} className="text-sm font-medium text-slate-800">
                  Price per day
                </span>
                <span className="text-sm font-semibold text-slate-900" aria-hidden="true">
                  {priceSummary(filter.minPrice, filter.maxPrice)}
                </span>
              </div>
              <Slider
                aria-labelledby={ids.price}
                min={PRICE_SLIDER.min}
                max={PRICE_SLIDER.max}
                step={PRICE_SLIDER.step}
                minStepsBetweenThumbs={1}
                value={[filter.minPrice, filter.maxPrice]}
                onValueChange={(values) => update(priceBoundsFromSlider(values))}
                thumbLabels={['Minimum price', 'Maximum price']}
                valueText={(value) => priceThumbLabel(value)}
              />
              <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
                <span>{priceThumbLabel(filter.minPrice)}</span>
                <span>{priceThumbLabel(filter.maxPrice)}</span>
              </div>
            </div>

            <div className="space-y-3">
              <div className="flex items-baseline justify-between gap-2">
                <span id={ids.rating} className="text-sm font-medium text-slate-800">
                  Minimum rating
                </span>
                <span className="text-sm font-semibold text-slate-900" aria-hidden="true">
                  {filter.minRating > 0 ? `★ ${ratingLabel(filter.minRating)}` : 'Any'}
                </span>
              </div>
              <Slider
                aria-labelledby={ids.rating}
                min={RATING_SLIDER.min}
                max={RATING_SLIDER.max}
                step={RATING_SLIDER.step}
                value={[filter.minRating]}
                onValueChange={([value]) => update({ minRating: value ?? 0 })}
                thumbLabels={['Minimum rating']}
                valueText={(value) => (value > 0 ? `${value} stars or more` : 'Any rating')}
              />
            </div>

            <label htmlFor={ids.forSale} className="flex cursor-pointer items-center gap-3">
              <input
                id={ids.forSale}
                type="checkbox"
                checked={filter.forSaleOnly}
                onChange={(event) => update({ forSaleOnly: event.target.checked })}
                className="size-4 rounded border-slate-300 accent-brand-700"
              />
              <span className="text-sm font-medium text-slate-800">For sale only</span>
            </label>
          </AccordionContent>
        </AccordionItem>
      </Accordion>

      {/* Stuck to the dialog's own bottom edge, not to its padding's, so nothing scrolls by underneath. */}
      <DialogFooter className="sticky -bottom-5 z-20 -mx-5 -mb-5 mt-4 sm:-bottom-6 flex-row justify-between border-t border-slate-200 sm:justify-between bg-white px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6 sm:py-4">
        <Button variant="ghost" onClick={() => setFilter(emptySearchFilter)}>
          Clear all
        </Button>
        <Button type="submit" className="sm:min-w-32">
          <Search aria-hidden="true" />
          Search
        </Button>
      </DialogFooter>
    </form>
  );
}

function SectionTrigger({ title, summary }: { title: string; summary: ReactNode }) {
  return (
    <AccordionTrigger className="py-3.5">
      <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
        <span>{title}</span>
        <span className={cn('truncate text-sm font-normal text-slate-500')}>{summary}</span>
      </span>
    </AccordionTrigger>
  );
}
