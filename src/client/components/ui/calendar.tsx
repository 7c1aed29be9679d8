import { DayPicker, getDefaultClassNames, type DayPickerProps, type Modifiers } from 'react-day-picker';
import { cn } from '../../lib/cn';
import { isoToDate } from '../../lib/day-picker-dates';
import { formatCalendarDay } from '../../lib/format';
import { marketToday } from '../../lib/market';

export const calendarTexts = {
  today: (label: string) => `Today, ${label}`,
  selected: (label: string) => `${label}, selected`,
  unavailable: (label: string) => `${label}, unavailable`,
};

/**
 * A day's accessible name holds its visible number ("Sunday, 1 November 2026", not react-day-picker's "Sunday,
 * November 1st, 2026", which speech input cannot match to the "1" on screen), and says whether it can be picked.
 */
function labelDayButton(date: Date, modifiers: Modifiers): string {
  let label = formatCalendarDay(date);
  if (modifiers.today) label = calendarTexts.today(label);
  if (modifiers.selected) label = calendarTexts.selected(label);
  if (modifiers.disabled) label = calendarTexts.unavailable(label);
  return label;
}

/** Our day labels, for every react-day-picker of the app (`labels={calendarLabels}`). */
export const calendarLabels = { labelDayButton };

const themeVars = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-day-height': '2.6rem',
  '--rdp-day-width': '2.6rem',
  '--rdp-day_button-height': '2.4rem',
  '--rdp-day_button-width': '2.4rem',
  '--rdp-nav-height': '2.5rem',
  '--rdp-months-gap': '1.5rem',
} as React.CSSProperties;

const defaults = getDefaultClassNames();

/**
 * react-day-picker in our colours; Sunday-first weeks (Israel). "Today" is the market's (as for every booking rule), not
 * the device's: the same on the server's first paint and in the browser, wherever either is.
 */
export function Calendar({ className, style, classNames, labels, ...props }: DayPickerProps) {
  return (
    <DayPicker
      today={isoToDate(marketToday())}
      weekStartsOn={0}
      showOutsideDays={false}
      className={cn('text-sm text-slate-800', className)}
      style={{ ...themeVars, ...style }}
      labels={{ ...calendarLabels, ...labels }}
      classNames={{
        caption_label: cn(defaults.caption_label, 'text-sm font-semibold text-slate-900'),
        day_button: cn(
          defaults.day_button,
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-1',
        ),
        ...classNames,
      }}
      {...props}
    />
  );
}
