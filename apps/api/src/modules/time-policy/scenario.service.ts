import { type Database, withTenant } from '@ponteiro/db';
import { AppError, type EngineScenario, type ScenarioQuery } from '@ponteiro/shared';
import { buildScenarios } from './scenario-builder.js';

export { timeline } from './scenario-timeline.js';

/**
 * The engine scenario (shared/guide/time-engine.md) that the product computes for an employee and
 * a period: the same builder as the timesheets (scenario-builder.ts), for one employee.
 */
export function createScenarioService(db: Database) {
  return {
    build: (companyId: string, query: ScenarioQuery): Promise<EngineScenario> =>
      withTenant(db, { companyId }, async (t) => {
        const built = await buildScenarios(t, [query.employee_id], query.from, query.to);
        const own = built.get(query.employee_id);
        if (!own) throw AppError.notFound();
        return own.scenario;
      }),
  };
}
export type ScenarioService = ReturnType<typeof createScenarioService>;
