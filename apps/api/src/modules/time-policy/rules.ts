import {
  AppError,
  type EngineRulesInput,
  type EngineSchedule,
  type FullRules,
} from '@ponteiro/shared';
import { parseScenario, ScenarioError } from '@ponteiro/time-engine';

// The rules of a schedule as the engine reads them: the schedule's own overrides over the
// company's defaults over the statutory values. The engine's own reader does the merging and the
// checking, so the API accepts exactly what `npx ponteiro timesheet` accepts — one rule, one place.

type Partial = EngineRulesInput;

/** `over` on top of `base`, the nested `night` and `breaks` merged key by key. */
export function mergeRules(base: Partial, over: Partial): Partial {
  const merged: Partial = { ...base, ...over };
  if (base.night || over.night) merged.night = { ...base.night, ...over.night };
  if (base.breaks || over.breaks) merged.breaks = { ...base.breaks, ...over.breaks };
  return merged;
}

/**
 * Every rule with a value, and the schedule checked as the engine checks it (pairs in order, a
 * day at most 24 h). A schedule or rules the engine refuses is a 400 on that field.
 */
export function resolveRules(schedule: EngineSchedule | undefined, rules: Partial): FullRules {
  try {
    const parsed = parseScenario({
      timezone: 'America/Sao_Paulo',
      from: '2000-01-01',
      to: '2000-01-01',
      schedule: schedule ?? { kind: 'weekly', days: {} },
      rules,
    });
    return parsed.rules as FullRules;
  } catch (error) {
    if (error instanceof ScenarioError) {
      const field = error.path.startsWith('rules') ? 'rules' : 'schedule';
      // The problems the form can cause have words in both languages; others keep the engine's.
      const message = error.code
        ? `validation.schedule_${error.code}|${error.path}`
        : `validation.schedule_invalid|${error.message}`;
      throw new AppError('validation_error', { fieldErrors: { [field]: [message] } });
    }
    throw error;
  }
}

/** Whether two JSON values are the same (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
