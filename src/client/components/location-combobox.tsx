import { Loader2, MapPin } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { canSuggest, usePlaceSuggestions, type PlaceSuggestion } from '@/lib/suggest-places';

type Props = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The longest place the form takes (typing stops there). */
  maxLength?: number;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** A text field with place suggestions (ARIA 1.2 combobox, list autocomplete). */
export function LocationCombobox({ id, value, onChange, onBlur, maxLength, ...aria }: Props) {
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value, 250);
  const suggestions = usePlaceSuggestions(query);
  const items: PlaceSuggestion[] = canSuggest(value) ? (suggestions.data ?? []) : [];
  const expanded = open && canSuggest(value) && (items.length > 0 || suggestions.isFetching);

  const choose = (suggestion: PlaceSuggestion) => {
    onChange(suggestion.label);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (items.length ? (index + 1) % items.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => (items.length ? (index <= 0 ? items.length - 1 : index - 1) : -1));
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks the highlighted place; with the list open it never submits the form.
      event.preventDefault();
      const item = activeIndex >= 0 ? items[activeIndex] : undefined;
      if (item) choose(item);
      else setOpen(false);
    } else if (event.key === 'Escape' && expanded) {
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

  return (
    <div className="relative">
      <MapPin className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        maxLength={maxLength}
        placeholder="City or area, e.g. Tel Aviv"
        className="ps-9 pe-9"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        {...aria}
      />
      {suggestions.isFetching && canSuggest(value) ? (
        <Loader2 className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-400" aria-hidden="true" />
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {items.length === 0 && suggestions.isFetching ? <li className="px-3 py-2 text-sm text-slate-500">Searching…</li> : null}
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            id={`${listboxId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // mousedown, not click: the input keeps focus and its blur does not close the list first
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
            onMouseEnter={() => setActiveIndex(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800',
              index === activeIndex && 'bg-brand-50 text-brand-800',
            )}
          >
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
