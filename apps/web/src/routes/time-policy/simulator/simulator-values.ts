import type {
  EngineRulesInput,
  EngineSchedule,
  FullRules,
  SimulationBody,
  SimulationFigures,
} from '@ponteiro/shared';
import { partialRulesOf, type RuleValues, ruleValuesOf } from '../rules/rule-fields';

// The simulator form's pure side (a test pins it): the default period, the presets, the body the
// API takes, and how a difference reads.

export type Who = 'all' | 'subsidiary' | 'department' | 'employees';

export interface SimulatorValues {
  period: { from: string; to: string };
  who: Who;
  subsidiary_id?: string;
  department_id?: string;
  employee_ids?: string[];
  rules: RuleValues;
  /** Only through the 12x36 preset (the schedule editor is the schedules screen's). */
  schedule: EngineSchedule | null;
}

/** The calendar month before the one of `today`. */
export function lastMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last) };
}

export const PRESETS = ['tolerance', 'bank', 'rest35', 'scale'] as const;
export type Preset = (typeof PRESETS)[number];

/** A 12x36: 07:00–19:00 one day, the next off. */
export const scale12x36 = (anchor: string): EngineSchedule => ({
  kind: 'cycle',
  anchor,
  pattern: [[['07:00', '19:00']], []],
});

/** The form after a preset: the rules it sets changed, the rest as they were. */
export function applyPreset(values: SimulatorValues, preset: Preset): SimulatorValues {
  switch (preset) {
    case 'tolerance':
      return { ...values, rules: { ...values.rules, tolerancePerMark: 10, tolerancePerDay: 20 } };
    case 'bank':
      return { ...values, rules: { ...values.rules, hoursBank: true } };
    case 'rest35':
      return { ...values, rules: { ...values.rules, interjornadaAcrossRestDayMinutes: 2100 } };
    case 'scale':
      return { ...values, schedule: scale12x36(values.period.from) };
  }
}

/** The form's first values: last month, everyone, the company's rules as they are. */
export function initialValues(defaults: FullRules, today: string): SimulatorValues {
  return { period: lastMonth(today), who: 'all', rules: ruleValuesOf(defaults), schedule: null };
}

/** Only the rules that differ from the company's defaults are proposed. */
export function proposalRules(values: SimulatorValues, defaults: FullRules): EngineRulesInput {
  return partialRulesOf(values.rules, defaults);
}

export function bodyOf(values: SimulatorValues, defaults: FullRules): SimulationBody {
  const { who } = values;
  return {
    proposal: { rules: proposalRules(values, defaults), schedule: values.schedule },
    selection: {
      from: values.period.from,
      to: values.period.to,
      who,
      ...(who === 'subsidiary' ? { subsidiary_id: values.subsidiary_id } : {}),
      ...(who === 'department' ? { department_id: values.department_id } : {}),
      ...(who === 'employees' ? { employee_ids: values.employee_ids } : {}),
    },
  };
}

/** Whether a rise of this figure is good news for the company (green) or bad (red). */
const RISE_IS_GOOD: Partial<Record<keyof SimulationFigures, boolean>> = {
  bank_minutes: true,
};

/** 'up' / 'down' colours: a cost, overtime or a breach going down is good. */
export function tone(key: keyof SimulationFigures, diff: number | null): 'good' | 'bad' | 'none' {
  if (diff === null || diff === 0) return 'none';
  const good = RISE_IS_GOOD[key] ? diff > 0 : diff < 0;
  return good ? 'good' : 'bad';
}
