import { CalendarDays, X } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { calendarLabels } from '../../../components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { marketToday } from '@/lib/market';
import { clickDay, formatDateRange, fromIsoDate, toIsoDate, type DateRangeDraft } from '../lib/date-range';

const pickerTheme = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties;

type Props = {
  /** The id of the visible label ("Dates"); the button reads "Dates, 10 Dec – 12 Dec". */
  labelId: string;
  value: DateRangeDraft;
  onChange: (range: DateRangeDraft) => void;
};

/**
 * The search date range (spec §4): first click sets the start, the second the end (swapped when earlier)
 * and closes the picker; a click when both are set starts again. Past days are disabled.
 */
export function DateRangePicker({ labelId, value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const today = marketToday();
  const label = formatDateRange(value);
  const selected = value.start ? { from: fromIsoDate(value.start), to: value.end ? fromIsoDate(value.end) : undefined } : undefined;

  return (
    <div className="flex items-center gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            className={cn(
              'flex h-10 flex-1 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start text-base shadow-xs hover:border-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 sm:text-sm',
              label ? 'text-slate-900' : 'text-slate-500',
            )}
          >
            <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span id={valueId} className="truncate">
              {label ?? 'Add dates'}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="p-3" aria-label="Choose dates">
          <p className="px-1 pb-1 text-xs font-medium text-slate-500" aria-live="polite">
            {value.start && !value.end ? 'Now pick the last day' : 'Pick the first day'}
          </p>
          <DayPicker
            mode="range"
            style={pickerTheme}
            selected={selected}
            onSelect={(_range, day) => {
              const next = clickDay(value, toIsoDate(day));
              onChange(next.range);
              if (next.complete) setOpen(false);
            }}
            disabled={{ before: fromIsoDate(today) }}
            startMonth={fromIsoDate(today)}
            defaultMonth={value.start ? fromIsoDate(value.start) : fromIsoDate(today)}
            weekStartsOn={0}
            labels={calendarLabels}
          />
        </PopoverContent>
      </Popover>
      {value.start ? (
        <button
          type="button"
          onClick={() => onChange({ start: null, end: null })}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Clear dates</span>
        </button>
      ) : null}
    </div>
  );
}
