import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requestToday } from '../../lib/request-today.js';
import type { SystemDeps } from '../../system-routes.js';
import { attachment } from '../reports/jobs.routes.js';
import {
  createSimulationsService,
  SIMULATION_QUEUE,
  type SimulationMessage,
} from './simulations.service.js';

const PERMISSION = 'settings.time_policy.advanced_setting.edit';
const COST =
  'Payroll effect estimate (difference.cost) = proposed − computed cost, where cost = Σ ' +
  'overtime(rate) × hourly × (1 + rate/100) + night credited × hourly × 0.20 − (deficit + ' +
  'unjustified absence) × hourly (minutes / 60), hourly = monthly salary / 220 (CLT, 44 h week). Without a salary: minutes only ' +
  '(cost null). Hours-bank credit is not paid now, so it costs nothing.';

/**
 * time-policy/simulations/ (issue 20): what-if simulations. A past period (≤ 93 days) is replayed
 * by the engine under proposed rules, beside what was computed; nothing real changes.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  const simulations = createSimulationsService({ db: deps.db, jobs: deps.jobs, log: app.log });
  if (deps.jobs) {
    await deps.jobs.work<SimulationMessage>(SIMULATION_QUEUE, (m) => simulations.run(m));
    await simulations.resume();
  }
  app.addHook('onClose', () => simulations.idle());
  const tags = ['time-policy'];
  const access = { permission: PERMISSION } as const;

  defineRoute(app, {
    operation: operations.simulator.create,
    access,
    docs: {
      tags,
      summary: 'Simulate proposed time rules over a past period (runs in the background)',
      description:
        'The proposal overrides the rules of every schedule version (and may replace the schedule, ' +
        'e.g. a 12x36 cycle); the selection is a past period of at most 93 days and everyone, a ' +
        'subsidiary, a department (with those below it) or a list of employees. Poll the ' +
        `simulation for its progress and result. ${COST} 422 when no employee of the selection ` +
        'had a schedule in the period.',
    },
    handler: async (request, reply, scope) =>
      reply.status(202).send({
        data: await simulations.create(
          scope,
          request.body,
          requestLanguage(request),
          requestToday(request),
        ),
      }),
  });

  defineRoute(app, {
    operation: operations.simulator.list,
    access,
    docs: {
      tags,
      summary: 'Simulations of the company, newest first (saved=true: only the named ones)',
      description: 'Without the results: open one to read them.',
    },
    handler: async (request, _reply, scope) => ({
      data: await simulations.list(scope, request.query),
    }),
  });

  defineRoute(app, {
    operation: operations.simulator.get,
    access,
    docs: {
      tags,
      summary: "A simulation's status, progress and, once done, its comparison",
      description: COST,
    },
    handler: async (request, _reply, scope) => ({
      data: await simulations.get(scope, request.params.id),
    }),
  });

  defineRoute(app, {
    operation: operations.simulator.save,
    access,
    docs: { tags, summary: 'Save a simulation with a name to compare later (null: unsave)' },
    handler: async (request, _reply, scope) => ({
      data: await simulations.save(scope, request.params.id, request.body.name),
    }),
  });

  defineRoute(app, {
    operation: operations.simulator.remove,
    access,
    docs: { tags, summary: 'Delete a simulation' },
    handler: async (request, _reply, scope) => {
      await simulations.remove(scope, request.params.id);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: operations.simulator.file,
    access,
    docs: {
      tags,
      summary: 'The comparison as a spreadsheet (xlsx)',
      description: `409 until the simulation is done. ${COST}`,
    },
    handler: async (request, reply, scope) => {
      const file = await simulations.file(scope, request.params.id, requestLanguage(request));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};
