import { useSearchParams } from 'react-router';
import { marketToday } from '@/lib/market';
import { useAuth } from '@/lib/session/auth-provider';
import { useReservationCalendar } from '../api/get-calendar';
import { isMonthKey, monthGrid, monthOf } from '../lib/calendar-grid';

/** The Reservation Calendar's data: the month in the URL (?month=YYYY-MM, default this month), its grid and entries. */
export function useCalendarMonth() {
  const today = marketToday();
  const [searchParams, setSearchParams] = useSearchParams();
  const monthParam = searchParams.get('month');
  const month = isMonthKey(monthParam) ? monthParam : monthOf(today);
  const grid = monthGrid(month);
  const signedIn = useAuth().status === 'signed-in';
  const calendar = useReservationCalendar(grid.from, grid.to, signedIn);
  const entries = calendar.data?.entries ?? [];
  const monthEntries = entries
    .filter((entry) => entry.start_date <= `${month}-31` && entry.end_date >= `${month}-01`)
    .sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));

  const goTo = (next: string | null) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === null || next === monthOf(today)) updated.delete('month');
      else updated.set('month', next);
      return updated;
    });

  return { today, month, grid, calendar, entries, monthEntries, goTo, signedIn };
}
