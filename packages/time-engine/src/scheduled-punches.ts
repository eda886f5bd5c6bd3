import { dayOf, isoInZone } from './clock.js';
import type { Scenario } from './types.js';
import { planDays } from './workdays.js';

/**
 * The punches of someone who works exactly as scheduled over `from`…`to`: for each workday, the in
 * and out of every scheduled pair, as ISO instants in the workplace's offset, in order. Rest days
 * and holidays are left out (nobody is expected then). The marks come from the engine's own
 * planning (the version in force on the day a workday starts, a pair ending the next morning), so
 * a "what if they punch on time" preview computes exactly the schedule the timesheet will.
 */
export function scheduledPunches(
  scenario: Scenario,
  options: { restDays?: boolean } = {},
): string[] {
  const punches: string[] = [];
  for (const plan of planDays(scenario, dayOf(scenario.from), dayOf(scenario.to))) {
    // `restDays`: punch the pairs a schedule puts on a rest day or holiday too (the schedule
    // form warns about them, so it computes them).
    if ((plan.restDay || plan.holiday) && !options.restDays) continue;
    for (const [start, end] of plan.marks) {
      punches.push(isoInZone(scenario.timezone, start), isoInZone(scenario.timezone, end));
    }
  }
  return punches;
}
