import type { EngineRulesInput, EngineSchedule } from '@ponteiro/shared';
import { parseScenario, ScenarioError } from '@ponteiro/time-engine';

// The engine's own reader checks what the contract's schemas cannot (pairs in order, a day of at
// most 24 h, a night window with two different ends): the API refuses with it, so the forms ask
// it too, before sending.

/** A Monday: the day the checks (and the weekly preview, schedule-totals.ts) are computed on. */
export const REFERENCE_MONDAY = '2024-01-08';
const NO_SCHEDULE: EngineSchedule = { kind: 'weekly', days: {} };

/** Where the engine refuses a schedule or rules (`schedule.days.mon[1]`, `rules.night`), if it does. */
export function engineProblem(input: {
  schedule?: EngineSchedule;
  rules?: EngineRulesInput;
}): ScenarioError | undefined {
  try {
    parseScenario({
      timezone: 'UTC',
      from: REFERENCE_MONDAY,
      to: REFERENCE_MONDAY,
      schedule: input.schedule ?? NO_SCHEDULE,
      rules: input.rules,
    });
    return undefined;
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
}
