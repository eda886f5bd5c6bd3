import { DEFAULT_RULES } from './rules.js';
import type { Rules, Scenario } from './types.js';

// Builders for table tests: a Monday-to-Friday 08–12/13–17 week in São Paulo unless told otherwise.

export const OFFICE_WEEK: Extract<Scenario['schedule'], { kind: 'weekly' }> = {
  kind: 'weekly',
  days: {
    mon: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ],
    tue: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ],
    wed: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ],
    thu: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ],
    fri: [
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ],
    sat: [],
    sun: [],
  },
};

export interface ScenarioInput extends Partial<Omit<Scenario, 'rules' | 'punches'>> {
  rules?: Partial<Rules>;
  /** "2026-08-03 07:58" (local, -03:00) or full ISO strings. */
  punches?: string[];
}

/** Local "YYYY-MM-DD HH:MM" in São Paulo (UTC−3) or an ISO instant → epoch ms. */
export function instant(value: string): number {
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)
    ? Date.parse(`${value.replace(' ', 'T')}:00-03:00`)
    : Date.parse(value);
}

export function scenario(input: ScenarioInput = {}): Scenario {
  return {
    timezone: 'America/Sao_Paulo',
    from: '2026-08-03',
    to: '2026-08-03',
    schedule: OFFICE_WEEK,
    holidays: [],
    absences: [],
    ...input,
    rules: { ...DEFAULT_RULES, ...input.rules },
    punches: (input.punches ?? []).map(instant),
  };
}

/** Punches of a day: `day("2026-08-03", "07:58", "12:01")`. */
export function day(date: string, ...times: string[]): string[] {
  return times.map((time) => `${date} ${time}`);
}
