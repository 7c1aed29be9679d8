import { DayPicker, getDefaultClassNames, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';

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

/** react-day-picker in our colours; Sunday-first weeks (Israel). */
export function Calendar({ className, style, classNames, ...props }: DayPickerProps) {
  return (
    <DayPicker
      weekStartsOn={0}
      showOutsideDays={false}
      className={cn('text-sm text-slate-800', className)}
      style={{ ...themeVars, ...style }}
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
