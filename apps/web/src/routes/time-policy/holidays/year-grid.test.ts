import { describe, expect, it } from 'vitest';
import { monthGrid, weekdayOf, yearGrid } from './year-grid';

describe('the month grids of a year', () => {
  it('starts each week on Sunday and leaves the other months blank', () => {
    // February 2026 starts on a Sunday and has 28 days: exactly four full weeks.
    const february = monthGrid(2026, 2);
    expect(february).toHaveLength(4);
    expect(february[0]).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-04',
      '2026-02-05',
      '2026-02-06',
      '2026-02-07',
    ]);
    expect(february[3]?.[6]).toBe('2026-02-28');
    // January 2026 starts on a Thursday: four blanks, then 1 to 3 in the first row.
    const january = monthGrid(2026, 1);
    expect(january[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    expect(january.at(-1)).toEqual([
      '2026-01-25',
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
    ]);
  });

  it('grows to six rows when the month needs them and knows leap years', () => {
    // May 2026 starts on a Friday and has 31 days: six rows, the last with the 31st alone.
    const may = monthGrid(2026, 5);
    expect(may).toHaveLength(6);
    expect(may[5]).toEqual(['2026-05-31', null, null, null, null, null, null]);
    expect(monthGrid(2028, 2).flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(monthGrid(2100, 2).flat().filter(Boolean).at(-1)).toBe('2100-02-28');
  });

  it('gives twelve months with every day of the year once, whatever the time zone', () => {
    const year = yearGrid(2026);
    expect(year.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const days = year.flatMap((m) => m.weeks.flat()).filter((d): d is string => d !== null);
    expect(days).toHaveLength(365);
    expect(new Set(days).size).toBe(365);
    expect(days[0]).toBe('2026-01-01');
    expect(days.at(-1)).toBe('2026-12-31');
    for (const { weeks } of year) for (const week of weeks) expect(week).toHaveLength(7);
    // 17 Feb 2026 (Carnival Tuesday) is a Tuesday.
    expect(weekdayOf('2026-02-17')).toBe(2);
  });
});
