import { describe, expect, it } from 'vitest';
import { brazilianHolidays, easterSunday } from './holidays.js';

/**
 * An independent oracle: Knuth's Gregorian Easter (TAOCP vol. 1, 1.3.2 ex. 14), a different
 * derivation from the Meeus/Jones/Butcher one under test.
 */
function knuthEaster(year: number): string {
  const golden = (year % 19) + 1;
  const century = Math.floor(year / 100) + 1;
  const x = Math.floor((3 * century) / 4) - 12;
  const z = Math.floor((8 * century + 5) / 25) - 5;
  const d = Math.floor((5 * year) / 4) - x - 10;
  let epact = (11 * golden + 20 + z - x) % 30;
  if ((epact === 25 && golden > 11) || epact === 24) epact += 1;
  let n = 44 - epact;
  if (n < 21) n += 30;
  n = n + 7 - ((d + n) % 7);
  return n > 31
    ? `${year}-04-${String(n - 31).padStart(2, '0')}`
    : `${year}-03-${String(n).padStart(2, '0')}`;
}

const dates = (year: number) => brazilianHolidays(year).map((h) => h.date);

describe('easterSunday', () => {
  // reference/brazil-legal.md §6, plus years checked against published calendars.
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [1900, '1900-04-15'],
    [1954, '1954-04-18'],
    [1981, '1981-04-19'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'], // earliest of the century
    [2019, '2019-04-21'],
    [2038, '2038-04-25'], // latest possible date
    [2049, '2049-04-18'],
    [2100, '2100-03-28'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it('agrees with an independent algorithm on every supported year', () => {
    for (let year = 1900; year <= 2199; year++) expect(easterSunday(year)).toBe(knuthEaster(year));
  });

  it.each([1899, 2200, 2024.5, Number.NaN])('rejects the year %s', (year) => {
    expect(() => easterSunday(year)).toThrow(RangeError);
  });
});

describe('brazilianHolidays', () => {
  it('lists the 2026 national holidays in date order, in Portuguese', () => {
    expect(brazilianHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Confraternização Universal', kind: 'national' },
      { date: '2026-04-03', name: 'Sexta-feira da Paixão', kind: 'national' },
      { date: '2026-04-21', name: 'Tiradentes', kind: 'national' },
      { date: '2026-05-01', name: 'Dia do Trabalho', kind: 'national' },
      { date: '2026-09-07', name: 'Independência do Brasil', kind: 'national' },
      { date: '2026-10-12', name: 'Nossa Senhora Aparecida', kind: 'national' },
      { date: '2026-11-02', name: 'Finados', kind: 'national' },
      { date: '2026-11-15', name: 'Proclamação da República', kind: 'national' },
      {
        date: '2026-11-20',
        name: 'Dia Nacional de Zumbi e da Consciência Negra',
        kind: 'national',
      },
      { date: '2026-12-25', name: 'Natal', kind: 'national' },
    ]);
  });

  it.each([
    [2023, false],
    [2024, true],
    [2025, true],
  ])('20 Nov in %i: %s (Lei 14.759/2023)', (year, present) => {
    expect(dates(year).includes(`${year}-11-20`)).toBe(present);
    expect(dates(year)).toHaveLength(present ? 10 : 9);
  });

  // The movable days of reference/brazil-legal.md §6: Carnival Mon/Tue, Ash Wed, Good Friday, Corpus Christi.
  it.each([
    [2024, '02-12', '02-13', '02-14', '03-29', '05-30'],
    [2025, '03-03', '03-04', '03-05', '04-18', '06-19'],
    [2026, '02-16', '02-17', '02-18', '04-03', '06-04'],
    [2027, '02-08', '02-09', '02-10', '03-26', '05-27'],
    [2028, '02-28', '02-29', '03-01', '04-14', '06-15'], // leap year
    [2029, '02-12', '02-13', '02-14', '03-30', '05-31'],
    [2030, '03-04', '03-05', '03-06', '04-19', '06-20'],
  ])('%i: the movable days', (year, monday, tuesday, ashes, goodFriday, corpus) => {
    const all = brazilianHolidays(year, {
      include: ['carnival_monday', 'carnival_tuesday', 'ash_wednesday', 'corpus_christi'],
    });
    const byName = Object.fromEntries(all.map((h) => [h.name, h]));
    expect(byName['Carnaval (segunda-feira)']).toEqual({
      date: `${year}-${monday}`,
      name: 'Carnaval (segunda-feira)',
      kind: 'optional',
    });
    expect(byName['Carnaval (terça-feira)']?.date).toBe(`${year}-${tuesday}`);
    expect(byName['Quarta-feira de Cinzas']?.date).toBe(`${year}-${ashes}`);
    expect(byName['Sexta-feira da Paixão']).toMatchObject({
      date: `${year}-${goodFriday}`,
      kind: 'national',
    });
    expect(byName['Corpus Christi']).toMatchObject({ date: `${year}-${corpus}`, kind: 'optional' });
    expect(all.map((h) => h.date)).toEqual([...all.map((h) => h.date)].sort());
  });

  it('lists optional days only when asked, each once', () => {
    expect(brazilianHolidays(2026).some((h) => h.kind === 'optional')).toBe(false);
    const some = brazilianHolidays(2026, { include: ['corpus_christi', 'corpus_christi'] });
    expect(some.filter((h) => h.kind === 'optional')).toEqual([
      { date: '2026-06-04', name: 'Corpus Christi', kind: 'optional' },
    ]);
    expect(brazilianHolidays(2026, { include: [] })).toEqual(brazilianHolidays(2026));
  });

  it('keeps both holidays when Good Friday falls on Tiradentes (2000)', () => {
    expect(brazilianHolidays(2000).filter((h) => h.date === '2000-04-21')).toEqual([
      { date: '2000-04-21', name: 'Sexta-feira da Paixão', kind: 'national' },
      { date: '2000-04-21', name: 'Tiradentes', kind: 'national' },
    ]);
  });

  it('rejects years out of range and unknown optional days', () => {
    expect(() => brazilianHolidays(1899)).toThrow(RangeError);
    expect(() => brazilianHolidays(2200)).toThrow(RangeError);
    // @ts-expect-error: plain JavaScript callers are checked at run time too
    expect(() => brazilianHolidays(2026, { include: ['toString'] })).toThrow(/unknown optional/);
  });

  it('does not depend on the process time zone', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(easterSunday(2026)).toBe('2026-04-05');
      expect(dates(2026)[0]).toBe('2026-01-01');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
