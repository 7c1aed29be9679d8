/**
 * Availability is a set of calendar dates (`available_dates`, YYYY-MM-DD) in the API and a PostgreSQL
 * `datemultirange` in the database. These helpers convert between the two without touching time zones.
 */
const DAY_MS = 86_400_000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function toDayNumber(date: string): number {
  if (!isoDate.test(date)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  if (new Date(day).toISOString().slice(0, 10) !== date) throw new Error(`Not a calendar date: ${date}`);
  return day / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Collapses dates (any order, duplicates allowed) into sorted inclusive runs of consecutive days. */
export function datesToRanges(dates: readonly string[]): { start: string; end: string }[] {
  const days = [...new Set(dates.map(toDayNumber))].sort((a, b) => a - b);
  const ranges: { start: string; end: string }[] = [];
  let runStart: number | undefined;
  let previous = 0;
  for (const day of days) {
    if (runStart === undefined) runStart = day;
    else if (day !== previous + 1) {
      ranges.push({ start: fromDayNumber(runStart), end: fromDayNumber(previous) });
      runStart = day;
    }
    previous = day;
  }
  if (runStart !== undefined) ranges.push({ start: fromDayNumber(runStart), end: fromDayNumber(previous) });
  return ranges;
}

/** A datemultirange literal, e.g. `{[2026-01-01,2026-01-04),[2026-01-10,2026-01-11)}` (PostgreSQL's canonical form). */
export function datesToMultirangeLiteral(dates: readonly string[]): string {
  const parts = datesToRanges(dates).map(({ start, end }) => `[${start},${fromDayNumber(toDayNumber(end) + 1)})`);
  return `{${parts.join(',')}}`;
}

/** Every date in a datemultirange's text form, sorted. Accepts inclusive or exclusive bounds. */
export function multirangeToDates(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) throw new Error(`Not a multirange: ${text}`);
  const dates: string[] = [];
  const rangePattern = /([[(])\s*"?(\d{4}-\d{2}-\d{2})?"?\s*,\s*"?(\d{4}-\d{2}-\d{2})?"?\s*([\])])/g;
  for (const match of trimmed.slice(1, -1).matchAll(rangePattern)) {
    const [, open, lower, upper, close] = match;
    if (!lower || !upper) throw new Error(`Unbounded availability range: ${match[0]}`);
    const first = toDayNumber(lower) + (open === '(' ? 1 : 0);
    const last = toDayNumber(upper) - (close === ')' ? 1 : 0);
    for (let day = first; day <= last; day += 1) dates.push(fromDayNumber(day));
  }
  return dates;
}

/** The next `count` dates starting at `from` (inclusive), e.g. "always available" = next 180 days. */
export function nextDates(from: string, count: number): string[] {
  const start = toDayNumber(from);
  return Array.from({ length: count }, (_, index) => fromDayNumber(start + index));
}
