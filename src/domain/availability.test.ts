import { describe, expect, it } from 'vitest';
import { datesToMultirangeLiteral, datesToRanges, multirangeToDates, nextDates } from './availability';

describe('availability conversions', () => {
  it('turns an unordered, duplicated date list into canonical half-open ranges', () => {
    expect(datesToMultirangeLiteral(['2030-01-03', '2030-01-01', '2030-01-02', '2030-01-02', '2030-01-07'])).toBe(
      '{[2030-01-01,2030-01-04),[2030-01-07,2030-01-08)}',
    );
    expect(datesToMultirangeLiteral([])).toBe('{}');
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(datesToRanges(['2028-02-28', '2028-02-29', '2028-03-01'])).toEqual([{ start: '2028-02-28', end: '2028-03-01' }]);
    expect(datesToMultirangeLiteral(['2030-12-31'])).toBe('{[2030-12-31,2031-01-01)}');
  });

  it('reads multiranges back into every date, with inclusive or exclusive bounds', () => {
    expect(multirangeToDates('{[2030-01-30,2030-02-02),[2030-02-05,2030-02-06)}')).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
      '2030-02-05',
    ]);
    expect(multirangeToDates('{(2030-01-01,2030-01-03]}')).toEqual(['2030-01-02', '2030-01-03']);
    expect(multirangeToDates('{}')).toEqual([]);
  });

  it('round-trips', () => {
    const dates = nextDates('2030-03-25', 180).filter((_, index) => index % 9 !== 4);
    expect(multirangeToDates(datesToMultirangeLiteral(dates))).toEqual(dates);
  });

  it('refuses what is not a calendar date or a bounded multirange', () => {
    expect(() => datesToMultirangeLiteral(['2030-02-30'])).toThrow();
    expect(() => datesToMultirangeLiteral(['30/01/2030'])).toThrow();
    expect(() => multirangeToDates('[2030-01-01,2030-01-02)')).toThrow();
    expect(() => multirangeToDates('{[2030-01-01,)}')).toThrow();
  });
});
