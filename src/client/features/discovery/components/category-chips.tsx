import { Baby, Bike, Car, Laptop, Palette, Shirt, Sofa, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { categoryGroupNames, type CategoryGroup } from '../../../../domain/categories';
import { cn } from '../../../lib/cn';

const groupIcons: Record<CategoryGroup, LucideIcon> = {
  Gear: Bike,
  Home: Sofa,
  Electronics: Laptop,
  Style: Shirt,
  Hobbies: Palette,
  Family: Baby,
  Vehicles: Car,
};

const chipClasses =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2';

/** A horizontal, scrollable row of toggle chips; several groups combine. "All" clears the selection. */
export function CategoryChips({
  selected,
  onToggle,
  onClear,
}: {
  selected: readonly CategoryGroup[];
  onToggle: (group: CategoryGroup) => void;
  onClear: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The first active chip in the row (groups come in the row's order).
  const first = selected[0];
  // The active chips stay in sight (a link to ?groups=Vehicles on a phone): the row scrolls sideways, never the page.
  useLayoutEffect(() => {
    const row = scroller.current;
    const chip = first ? row?.querySelector<HTMLElement>(`[data-group="${first}"]`) : null;
    if (row && chip) scrollChipIntoRow(row, chip);
  }, [first]);

  return (
    <div
      ref={scroller}
      role="group"
      aria-label="Category groups"
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:-mx-6 sm:px-6 [&::-webkit-scrollbar]:hidden"
    >
      <div className="flex w-max gap-2 py-1">
        <button
          type="button"
          aria-pressed={selected.length === 0}
          onClick={onClear}
          className={cn(
            chipClasses,
            selected.length === 0 ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
          )}
        >
          All
        </button>
        {categoryGroupNames.map((group) => {
          const Icon = groupIcons[group];
          const active = selected.includes(group);
          return (
            <button
              key={group}
              data-group={group}
              type="button"
              aria-pressed={active}
              onClick={() => onToggle(group)}
              className={cn(
                chipClasses,
                active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {group}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Scrolls `row` sideways just enough to show `chip` whole, with the row's own padding as margin (either direction). */
function scrollChipIntoRow(row: HTMLElement, chip: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  const style = getComputedStyle(row);
  const left = rowBox.left + parseFloat(style.paddingLeft);
  const right = rowBox.right - parseFloat(style.paddingRight);
  if (chipBox.left < left) row.scrollBy({ left: chipBox.left - left });
  else if (chipBox.right > right) row.scrollBy({ left: chipBox.right - right });
}
