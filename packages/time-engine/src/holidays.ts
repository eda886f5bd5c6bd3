// Brazilian national holidays (reference/brazil-legal.md §6). Dates are computed with Date.UTC
// arithmetic only, so the result never depends on the machine's time zone or clock.

/** Federal "pontos facultativos" a company may adopt as days off (by policy or CCT). */
export type OptionalHoliday =
  | 'carnival_monday'
  | 'carnival_tuesday'
  | 'ash_wednesday'
  | 'corpus_christi';

export interface HolidayOptions {
  /** Optional days to list too, with kind 'optional'. */
  include?: readonly OptionalHoliday[];
}

export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  /** The name in Portuguese, as in the federal calendar. */
  name: string;
  kind: 'national' | 'optional';
}

const MIN_YEAR = 1900;
const MAX_YEAR = 2199;
const DAY_MS = 86_400_000;

/** Fixed national holidays: [month, day, name, first year observed]. */
const FIXED: readonly [number, number, string, number][] = [
  [1, 1, 'Confraternização Universal', MIN_YEAR],
  [4, 21, 'Tiradentes', MIN_YEAR],
  [5, 1, 'Dia do Trabalho', MIN_YEAR],
  [9, 7, 'Independência do Brasil', MIN_YEAR],
  [10, 12, 'Nossa Senhora Aparecida', MIN_YEAR],
  [11, 2, 'Finados', MIN_YEAR],
  [11, 15, 'Proclamação da República', MIN_YEAR],
  // Lei 14.759/2023 (DOU 22/12/2023): first observed in 2024; timesheets of 2023 must not have it.
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal', MIN_YEAR],
];

/** Optional days as offsets from Easter Sunday. */
const OPTIONAL: Record<OptionalHoliday, [number, string]> = {
  carnival_monday: [-48, 'Carnaval (segunda-feira)'],
  carnival_tuesday: [-47, 'Carnaval (terça-feira)'],
  ash_wednesday: [-46, 'Quarta-feira de Cinzas'],
  corpus_christi: [60, 'Corpus Christi'],
};

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new RangeError(`year must be an integer from ${MIN_YEAR} to ${MAX_YEAR}, got ${year}`);
  }
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Easter Sunday in epoch ms (UTC midnight): anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
function easterMs(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** Easter Sunday of `year` (1900–2199) as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  checkYear(year);
  return isoDate(easterMs(year));
}

/**
 * The national holidays of `year` (1900–2199), plus the optional days asked for, sorted by date
 * (national before optional, then by name, when two fall on the same day — e.g. Tiradentes and
 * Good Friday in 2000). Only the current law is modelled, except 20 Nov, which is recent enough
 * to matter for timesheets still being computed.
 */
export function brazilianHolidays(year: number, options: HolidayOptions = {}): Holiday[] {
  checkYear(year);
  const easter = easterMs(year);
  const holidays: Holiday[] = [];
  for (const [month, day, name, since] of FIXED) {
    if (year >= since)
      holidays.push({ date: isoDate(Date.UTC(year, month - 1, day)), name, kind: 'national' });
  }
  // Legally a municipal religious holiday (Lei 9.093/1995 art. 2º), but the federal calendar
  // lists it as national and it is observed nationwide.
  holidays.push({
    date: isoDate(easter - 2 * DAY_MS),
    name: 'Sexta-feira da Paixão',
    kind: 'national',
  });
  for (const id of new Set(options.include ?? [])) {
    // hasOwn: plain JavaScript callers could pass "toString" and reach the prototype.
    if (!Object.hasOwn(OPTIONAL, id)) throw new RangeError(`unknown optional holiday "${id}"`);
    const [offset, name] = OPTIONAL[id];
    holidays.push({ date: isoDate(easter + offset * DAY_MS), name, kind: 'optional' });
  }
  return holidays.sort(
    (x, y) =>
      x.date.localeCompare(y.date) ||
      x.kind.localeCompare(y.kind) ||
      x.name.localeCompare(y.name, 'pt'),
  );
}
