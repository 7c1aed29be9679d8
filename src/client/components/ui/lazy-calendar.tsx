import { lazy, Suspense } from 'react';
import type { DayPickerProps } from 'react-day-picker';
import { Skeleton } from './skeleton';

// The date picker (react-day-picker) is a chunk of its own: a page draws its photo, title and price without waiting
// for it, and the calendar follows. Its styles are in the main stylesheet (main.tsx), for calendars the server draws.
const Calendar = lazy(async () => ({ default: (await import('./calendar')).Calendar }));

/** `Calendar`, fetched when first drawn; the same placeholder as while a calendar's days load. */
export function LazyCalendar(props: DayPickerProps) {
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full" />}>
      <Calendar {...props} />
    </Suspense>
  );
}
