import { describe, expect, it } from 'vitest';
import { entriesOn, monthGrid, shiftMonth } from './calendar-grid';

describe('calendar grid', () => {
  it('covers the month in Sunday-first weeks', () => {
    const grid = monthGrid('2026-11'); // 1 Nov 2026 is a Sunday, 30 Nov a Monday
    expect(grid.from).toBe('2026-11-01');
    expect(grid.to).toBe('2026-12-05');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthGrid('2026-12').from).toBe('2026-11-29');
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('lists the entries covering a day', () => {
    const entries = [
      { id: 'b', start_date: '2026-11-05', end_date: '2026-11-09' },
      { id: 'a', start_date: '2026-11-03', end_date: '2026-11-05' },
    ];
    expect(entriesOn(entries, '2026-11-05').map((e) => e.id)).toEqual(['a', 'b']);
    expect(entriesOn(entries, '2026-11-10')).toEqual([]);
  });
});
