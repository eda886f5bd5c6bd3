import type { Tenant } from '@ponteiro/db';
import type {
  EngineScenario,
  FullRules,
  SimulationEmployee,
  SimulationFigures,
  SimulationProposal,
  SimulationResult,
  SimulationSelection,
} from '@ponteiro/shared';
import { computeTimesheet, parseScenario } from '@ponteiro/time-engine';
import { mergeRules } from '../time-policy/rules.js';
import { buildScenarios } from '../time-policy/scenario-builder.js';
import { difference, figuresOf, hourlyRate, sumFigures, ZERO_FIGURES } from './compare.js';
import type { SimulatedEmployee } from './simulations.repository.js';

// The replay: for each employee, the engine on the scenario as the timesheet built it (baseline)
// and on the same scenario with the proposal's rules (and schedule) in place of every version's
// (proposed). Inputs are read a batch of employees at a time through the one scenario builder.

/** Employees whose inputs are read in one go (one query per kind of input per batch). */
export const SIMULATION_BATCH = 200;

/** The scenario with the proposal in place: every version's rules overridden, the schedule replaced. */
export function proposedScenario(s: EngineScenario, p: SimulationProposal): EngineScenario {
  const rules = (r: FullRules) => mergeRules(r, p.rules) as FullRules;
  const schedule = p.schedule ?? null;
  return {
    ...s,
    schedule: schedule ?? s.schedule,
    rules: rules(s.rules),
    ...(s.versions
      ? {
          versions: s.versions.map((v) => ({
            ...v,
            schedule: schedule ?? v.schedule,
            rules: rules(v.rules),
          })),
        }
      : {}),
  };
}

const run = (scenario: EngineScenario) => computeTimesheet(parseScenario(scenario)).days;

/**
 * Simulates the employees of a batch: `tenant` reads their scenarios (read-only), the engine
 * does the rest in memory.
 */
export async function simulateBatch(
  t: Tenant,
  people: readonly SimulatedEmployee[],
  selection: Pick<SimulationSelection, 'from' | 'to'>,
  proposal: SimulationProposal,
): Promise<SimulationEmployee[]> {
  const { from, to } = selection;
  const built = await buildScenarios(
    t,
    people.map((p) => p.id),
    from,
    to,
    { clip: true },
  );
  const simulated: SimulationEmployee[] = [];
  for (const person of people) {
    // No schedule in the period: the timesheet computed nothing, nor does the simulation.
    const own = built.get(person.id);
    if (!own) continue;
    const hourly = hourlyRate(person.monthlySalary);
    let baseline: SimulationFigures = { ...ZERO_FIGURES, cost: hourly === null ? null : 0 };
    let proposed = baseline;
    let error: string | null = null;
    try {
      baseline = figuresOf(run(own.scenario), from, to, hourly);
      proposed = figuresOf(run(proposedScenario(own.scenario, proposal)), from, to, hourly);
    } catch (e) {
      error = (e as Error).message;
    }
    simulated.push({
      id: person.id,
      name: person.name,
      registration: person.registration,
      department: person.department,
      hourly_rate: hourly === null ? null : Math.round(hourly * 100) / 100,
      baseline,
      proposed,
      difference: difference(proposed, baseline),
      error,
    });
  }
  return simulated;
}

/** Totals over every employee (cost over those with a salary). */
export function resultOf(employees: SimulationEmployee[]): SimulationResult {
  const baseline = sumFigures(employees.map((e) => e.baseline));
  const proposed = sumFigures(employees.map((e) => e.proposed));
  return {
    employees,
    totals: { baseline, proposed, difference: difference(proposed, baseline) },
    with_salary: employees.filter((e) => e.hourly_rate !== null).length,
  };
}
