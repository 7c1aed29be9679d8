import { ArrowLeft, CalendarX2, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CalendarEntry } from '../../../../domain/reservations';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageState } from '../../../components/ui/page-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CalendarEntryDialog, entryKindLabel } from '../components/calendar-entry-dialog';
import { ListingThumb } from '../components/listing-thumb';
import { SignInRequired } from '@/components/sign-in-required';
import { StatusBadge } from '../components/status-badge';
import { entriesOn, formatMonthTitle, monthOf, shiftMonth, WEEKDAY_LABELS } from '../lib/calendar-grid';
import { formatDateRange, formatDay } from '@domain/format';
import { chipClass, entryLabel, Legend } from '../components/calendar-parts';
import { useCalendarMonth } from '../hooks/use-calendar-month';

/** /calendar — the user's real reservations, hosting and renting, on a month grid (weeks start on Sunday). */
export function CalendarPage() {
  useDocumentTitle('Reservation Calendar');
  const { today, month, grid, calendar, entries, monthEntries, goTo, signedIn } = useCalendarMonth();
  const [selected, setSelected] = useState<CalendarEntry | null>(null);

  if (!signedIn) return <SignInRequired description="Sign in to see your reservation calendar." />;

  return (
    <div className="space-y-5">
      <div>
        <Link to="/my-reservations" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          My Reservations
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">Reservation Calendar</h1>
        <p className="mt-1 text-sm text-slate-600">What you're hosting and what you're renting, month by month.</p>
      </div>

      <Card className="p-3 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {formatMonthTitle(month)}
          </h2>
          <div className="flex items-center gap-1.5">
            <Button variant="outline" size="icon" onClick={() => goTo(shiftMonth(month, -1))} aria-label="Previous month">
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => goTo(null)} disabled={month === monthOf(today)}>
              Today
            </Button>
            <Button variant="outline" size="icon" onClick={() => goTo(shiftMonth(month, 1))} aria-label="Next month">
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <Legend />

        {calendar.isError && !calendar.data ? (
          <PageState
            className="mt-4"
            tone="error"
            icon={RefreshCw}
            title="Couldn't load your calendar"
            description={errorMessage(calendar.error)}
            action={
              <Button variant="outline" onClick={() => void calendar.refetch()} pending={calendar.isFetching}>
                Try again
              </Button>
            }
          />
        ) : (
          <div className="mt-4" aria-busy={calendar.isFetching}>
            <div role="grid" aria-label={formatMonthTitle(month)} className="overflow-hidden rounded-xl border border-slate-200">
              <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
                {WEEKDAY_LABELS.map((label) => (
                  <div role="columnheader" key={label} className="py-2 text-center text-xs font-semibold uppercase tracking-wide text-slate-500">
                    <abbr title={label} className="no-underline">
                      <span className="sm:hidden">{label.slice(0, 2)}</span>
                      <span className="hidden sm:inline">{label}</span>
                    </abbr>
                  </div>
                ))}
              </div>
              {grid.weeks.map((week) => (
                <div role="row" key={week[0]} className="grid grid-cols-7 border-b border-slate-200 last:border-b-0">
                  {week.map((day) => {
                    const inMonth = monthOf(day) === month;
                    const isToday = day === today;
                    const dayEntries = entriesOn(entries, day);
                    return (
                      <div
                        role="gridcell"
                        key={day}
                        className={cn('min-h-16 border-e border-slate-200 p-1 last:border-e-0 sm:min-h-24 sm:p-1.5', !inMonth && 'bg-slate-50/70')}
                      >
                        {/* Named by its content: the full date (for screen readers), then its entries' buttons. */}
                        <span
                          aria-hidden="true"
                          className={cn(
                            'flex size-6 items-center justify-center rounded-full text-xs font-medium',
                            inMonth ? 'text-slate-800' : 'text-slate-500',
                            isToday && 'bg-brand-700 font-bold text-white',
                          )}
                        >
                          {Number(day.slice(8, 10))}
                        </span>
                        <span className="sr-only">
                          {`${formatDay(day)}${dayEntries.length ? `, ${dayEntries.length} reservation${dayEntries.length > 1 ? 's' : ''}` : ''}`}
                        </span>
                        {calendar.isPending ? (
                          <Skeleton className="mt-1 h-3 w-full" />
                        ) : (
                          <ul className="mt-1 space-y-0.5">
                            {dayEntries.slice(0, 3).map((entry) => (
                              <li key={entry.reservation_id}>
                                {/* Below 640 px a day is too narrow for a 24 px target: its entries show as bars, and the
                                    month's list under the grid opens them. */}
                                <span aria-hidden="true" className={cn('block h-2 w-full rounded border sm:hidden', chipClass(entry))} />
                                <button
                                  type="button"
                                  onClick={() => setSelected(entry)}
                                  aria-label={entryLabel(entry)}
                                  className={cn(
                                    'hidden w-full truncate rounded border px-1.5 py-0.5 text-start text-[11px] font-medium leading-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:block',
                                    chipClass(entry),
                                  )}
                                >
                                  {entry.listing_title}
                                </button>
                              </li>
                            ))}
                            {dayEntries.length > 3 ? <li className="text-[11px] font-medium text-slate-500">+{dayEntries.length - 3}</li> : null}
                          </ul>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        )}
      </Card>

      {calendar.data ? (
        <section aria-labelledby="month-list-title">
          <h2 id="month-list-title" className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
            This month
          </h2>
          {monthEntries.length === 0 ? (
            <PageState
              icon={CalendarX2}
              title={`Nothing in ${formatMonthTitle(month)}`}
              description="Reservations you host or rent will show up here. Cancelled and declined ones are left out."
              action={
                <Button asChild variant="outline">
                  <Link to="/explore">Explore gear</Link>
                </Button>
              }
            />
          ) : (
            <ul className="space-y-2">
              {monthEntries.map((entry) => (
                <li key={entry.reservation_id}>
                  <button
                    type="button"
                    onClick={() => setSelected(entry)}
                    className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-start shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    <span className={cn('h-10 w-1.5 shrink-0 rounded-full border', chipClass(entry))} aria-hidden="true" />
                    <ListingThumb src={entry.main_photo_url} className="size-10 shrink-0 rounded-lg" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold text-slate-900">{entry.listing_title}</span>
                      <span className="block text-xs text-slate-600">
                        {entryKindLabel(entry)} · {formatDateRange(entry.start_date, entry.end_date)}
                      </span>
                    </span>
                    <StatusBadge status={entry.status} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <CalendarEntryDialog entry={selected} onOpenChange={(open) => !open && setSelected(null)} />
    </div>
  );
}
