import { CalendarPlus, CalendarRange, Infinity as InfinityIcon, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ALWAYS_AVAILABLE_DAYS, listingTexts } from '../../../../domain/listings';
import { Button } from '../../../components/ui/button';
import { Calendar } from '../../../components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { addPeriod, isPeriodDayDisabled, periodLength } from '../lib/availability-periods';
import type { AvailabilityState } from '../lib/listing-form';
import { marketToday } from '@/lib/market';
import { dateToIso, formatIsoDate, isoToDate } from '../lib/calendar-days';

type Props = { value: AvailabilityState; onChange: (value: AvailabilityState) => void; error?: boolean; disabled?: boolean };

/** Always available (next 180 days) or specific periods picked with a range picker. */
export function AvailabilityField({ value, onChange, error = false, disabled = false }: Props) {
  const today = marketToday();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<string | undefined>();

  const onDay = (date: Date) => {
    const day = dateToIso(date);
    if (!start) {
      setStart(day);
      return;
    }
    const period = day < start ? { start: day, end: start } : { start, end: day };
    const next = addPeriod(value.periods, period);
    if (!next) {
      toast.error('Invalid date range', { description: listingTexts.periodsOverlap });
      setStart(undefined);
      return;
    }
    onChange({ ...value, periods: next });
    setStart(undefined);
    setOpen(false);
  };

  const options = [
    { mode: 'always' as const, icon: InfinityIcon, title: 'Always available', description: `Open for booking for the next ${ALWAYS_AVAILABLE_DAYS} days` },
    { mode: 'specific' as const, icon: CalendarRange, title: 'Specific periods', description: 'Choose the date ranges when it can be rented' },
  ];

  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label="Availability" className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value.mode === option.mode;
          return (
            <label
              key={option.mode}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                checked ? 'border-brand-600 bg-brand-50/60' : 'border-slate-300 bg-white hover:bg-slate-50',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <input
                type="radio"
                name="availability-mode"
                value={option.mode}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange({ ...value, mode: option.mode })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
                  <option.icon className="size-4 text-brand-700" aria-hidden="true" />
                  {option.title}
                </span>
                <span className="mt-0.5 block text-xs text-slate-600">{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>

      {value.mode === 'specific' ? (
        <div className={cn('space-y-3 rounded-xl border p-3', error ? 'border-red-400' : 'border-slate-200')}>
          {value.periods.length === 0 ? (
            <p className="text-sm text-slate-600">No periods yet. Add at least one.</p>
          ) : (
            <ul className="space-y-2" aria-label="Availability periods">
              {value.periods.map((period) => (
                <li key={period.start} className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <CalendarRange className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="flex-1 text-slate-800">
                    {formatIsoDate(period.start)} – {formatIsoDate(period.end)}
                    <span className="text-slate-500"> · {periodLength(period)} days</span>
                  </span>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChange({ ...value, periods: value.periods.filter((item) => item.start !== period.start) })}
                    aria-label={`Remove period ${formatIsoDate(period.start)} to ${formatIsoDate(period.end)}`}
                    className="inline-flex size-7 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Popover
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setStart(undefined);
            }}
          >
            <PopoverTrigger asChild>
              <Button variant="outline" size="sm" disabled={disabled}>
                <CalendarPlus aria-hidden="true" />
                Add period
              </Button>
            </PopoverTrigger>
            <PopoverContent align="start" className="p-3">
              <p className="mb-1 text-xs font-medium text-slate-600" aria-live="polite">
                {start ? `From ${formatIsoDate(start)}: now pick the last day` : 'Pick the first day'}
              </p>
              <Calendar
                mode="range"
                selected={start ? { from: isoToDate(start), to: undefined } : undefined}
                onSelect={(_range, triggerDate) => onDay(triggerDate)}
                disabled={(date) => isPeriodDayDisabled(dateToIso(date), value.periods, today, start)}
                startMonth={isoToDate(today)}
                defaultMonth={isoToDate(start ?? today)}
                aria-label="Choose an availability period"
              />
            </PopoverContent>
          </Popover>
        </div>
      ) : null}
    </div>
  );
}
