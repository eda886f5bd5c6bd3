import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  type Language,
  type ListResult,
  type Simulation,
  type SimulationBody,
  type SimulationEmployee,
  type SimulationListQuery,
  type SimulationProposal,
  type SimulationResult,
  type SimulationSelection,
  simulationBodySchema,
  translateValidation,
} from '@ponteiro/shared';
import type { FastifyBaseLogger } from 'fastify';
import { writeCompanyAudited } from '../../lib/audit.js';
import type { JobQueue } from '../../lib/jobs.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { writeScope } from '../organization/shared.js';
import { resolveRules } from '../time-policy/rules.js';
import { resultOf, SIMULATION_BATCH, simulateBatch } from './simulate.js';
import {
  claimSimulation,
  deleteSimulation,
  findSimulation,
  finishSimulation,
  insertSimulation,
  listSimulations,
  missingSelectionRef,
  nameSimulation,
  type SimulationRow,
  saveSimulationProgress,
  selectedEmployees,
  unfinishedSimulations,
} from './simulations.repository.js';
import { simulationWorkbook } from './workbook.js';

// What-if simulations (issue 20): asking makes a row (queued) and a background run (pg-boss when
// the server runs jobs, else in this process without holding the request) that replays the period
// with the proposal and keeps the comparison in the row. Nothing else is written: the engine runs
// in memory over what the scenario builder reads.

export const SIMULATION_QUEUE = 'time-policy.simulate';

export interface SimulationMessage {
  companyId: string;
  id: string;
}

/** How often a run writes its progress (at most twice a second). */
const PROGRESS_EVERY_MS = 500;

function present(row: SimulationRow): Simulation {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    done: row.done,
    total: row.total,
    proposal: row.proposal as SimulationProposal,
    selection: row.selection as SimulationSelection,
    result: (row.result as SimulationResult | null) ?? null,
    error: row.error ? translateValidation(row.error, row.language as Language) : null,
    created_by: { id: row.createdBy, name: row.creatorName },
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The proposal checked as the engine reads it; a problem names the proposal's field. */
function checkProposal(proposal: SimulationProposal) {
  try {
    resolveRules(proposal.schedule ?? undefined, proposal.rules);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors) {
      throw new AppError('validation_error', {
        fieldErrors: Object.fromEntries(
          Object.entries(error.fieldErrors).map(([k, v]) => [`proposal.${k}`, v]),
        ),
      });
    }
    throw error;
  }
}

export function createSimulationsService(deps: {
  db: Database;
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
}) {
  const { db, jobs, log } = deps;
  /** In-process runs (no job queue): awaited when the server closes. */
  const running = new Set<Promise<void>>();

  async function start(message: SimulationMessage) {
    if (jobs) {
      await jobs.send(SIMULATION_QUEUE, message, message.id);
      return;
    }
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => run(message))
      .catch((err) => log.error({ err, simulationId: message.id }, 'simulation'))
      .finally(() => running.delete(work));
    running.add(work);
  }

  /** Runs one simulation; one already done, failed or deleted is left alone. */
  async function run(message: SimulationMessage): Promise<void> {
    const tenant = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
      withTenant(db, { companyId: message.companyId }, work);
    const row = await tenant((t) => claimSimulation(t, message.id));
    if (!row) return;
    try {
      const selection = row.selection as SimulationSelection;
      const proposal = row.proposal as SimulationProposal;
      const people = await tenant((t) => selectedEmployees(t, selection));
      const total = people.length;
      await tenant((t) => saveSimulationProgress(t, row.id, 0, total));
      let saved = Date.now();
      const employees: SimulationEmployee[] = [];
      for (let i = 0; i < total; i += SIMULATION_BATCH) {
        const batch = people.slice(i, i + SIMULATION_BATCH);
        employees.push(...(await tenant((t) => simulateBatch(t, batch, selection, proposal))));
        const done = Math.min(i + SIMULATION_BATCH, total);
        if (done < total && Date.now() - saved >= PROGRESS_EVERY_MS) {
          saved = Date.now();
          await tenant((t) => saveSimulationProgress(t, row.id, done, total));
        }
      }
      await tenant(async (t) => {
        await saveSimulationProgress(t, row.id, total, total);
        await finishSimulation(t, row.id, { status: 'done', result: resultOf(employees) });
      });
    } catch (error) {
      log.error({ err: error, simulationId: row.id }, 'simulation');
      await tenant((t) =>
        finishSimulation(t, row.id, { status: 'failed', error: 'validation.simulation_failed' }),
      );
    }
  }

  const find = async (scope: CompanyScope, id: string) => {
    const row = await withTenant(db, scope, (t) => findSimulation(t, id));
    if (!row) throw AppError.notFound();
    return row;
  };

  return {
    run,

    async create(scope: CompanyScope, input: SimulationBody, language: Language, today: string) {
      const body = simulationBodySchema.parse(input);
      checkProposal(body.proposal);
      // A replay of what happened: the period ends today at the latest, in the caller's zone.
      if (body.selection.to > today) {
        throw new AppError('validation_error', {
          fieldErrors: { 'selection.to': ['validation.simulation_future'] },
        });
      }
      const created = await writeCompanyAudited(
        db,
        writeScope(scope, scope.context, 'simulation'),
        async (t, audit) => {
          const missing = await missingSelectionRef(t, body.selection);
          if (missing) {
            throw new AppError('validation_error', {
              fieldErrors: { [`selection.${missing}`]: ['validation.not_found_ref'] },
            });
          }
          const people = await selectedEmployees(t, body.selection);
          if (people.length === 0) {
            throw new AppError('business_rule', { message: 'validation.simulation_no_employees' });
          }
          const row = await insertSimulation(t, {
            proposal: body.proposal,
            selection: body.selection,
            total: people.length,
            language,
            createdBy: scope.userId,
          });
          await audit({
            action: 'simulation.create',
            entityId: row.id,
            after: { proposal: body.proposal, selection: body.selection },
          });
          return (await findSimulation(t, row.id))!;
        },
      );
      await start({ companyId: scope.companyId, id: created.id });
      return present(created);
    },

    async list(scope: CompanyScope, query: SimulationListQuery): Promise<ListResult<Simulation>> {
      return withTenant(db, scope, async (t) => {
        const { limit, offset } = pageWindow(query);
        const { rows, count } = await listSimulations(t, {
          savedOnly: query.saved === 'true',
          limit,
          offset,
        });
        return { results: rows.map(present), count, page: query.page, page_size: query.page_size };
      });
    },

    async get(scope: CompanyScope, id: string): Promise<Simulation> {
      return present(await find(scope, id));
    },

    async save(scope: CompanyScope, id: string, name: string | null): Promise<Simulation> {
      return writeCompanyAudited(
        db,
        writeScope(scope, scope.context, 'simulation'),
        async (t, audit) => {
          const row = await findSimulation(t, id);
          if (!row) throw AppError.notFound();
          await nameSimulation(t, id, name);
          await audit({
            action: 'simulation.save',
            entityId: id,
            before: { name: row.name },
            after: { name },
          });
          return present({ ...row, name });
        },
      );
    },

    async remove(scope: CompanyScope, id: string): Promise<void> {
      await writeCompanyAudited(
        db,
        writeScope(scope, scope.context, 'simulation'),
        async (t, audit) => {
          const row = await findSimulation(t, id);
          if (!row) throw AppError.notFound();
          await deleteSimulation(t, id);
          await audit({ action: 'simulation.delete', entityId: id, before: { name: row.name } });
        },
      );
    },

    /** The comparison as a spreadsheet; 409 until the simulation is done. */
    async file(scope: CompanyScope, id: string, language: Language) {
      const row = await find(scope, id);
      if (row.status !== 'done' || !row.result) {
        throw new AppError('conflict', { message: 'validation.simulation_not_done' });
      }
      const simulation = present(row);
      const bytes = await simulationWorkbook(simulation, language);
      const name = `${language === 'pt' ? 'simulacao' : 'simulation'}-${simulation.selection.from}-${simulation.selection.to}.xlsx`;
      return { bytes, name };
    },

    /** At start-up: simulations a stopped server left waiting or half done run again. */
    async resume(): Promise<number> {
      const pending = await unfinishedSimulations(db);
      for (const s of pending) await start({ companyId: s.companyId, id: s.id });
      return pending.length;
    },

    /** Waits for the in-process runs (closing the server; the tests). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type SimulationsService = ReturnType<typeof createSimulationsService>;
