import { type Database, withTenant } from '@ponteiro/db';
import type {
  AdvancedSettings,
  advancedSettingsBodySchema,
  EngineRulesInput,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import { type Actor, writeScope } from '../organization/shared.js';
import { findTimeSettings, saveTimeSettings, type TimeSettingsRow } from './repository.js';
import { resolveRules } from './rules.js';

type SettingsBody = z.output<typeof advancedSettingsBodySchema>;

function present(row: TimeSettingsRow | undefined): AdvancedSettings {
  return {
    rules: resolveRules(undefined, (row?.rules ?? {}) as EngineRulesInput),
    workday_cutoff: row?.workdayCutoff ?? null,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The company's defaults of every rule (advanced settings). New schedules and new versions take
 * them for what they leave out; versions already saved keep the rules they were saved with.
 */
export function createTimeSettingsService(db: Database) {
  return {
    get: (companyId: string): Promise<AdvancedSettings> =>
      withTenant(db, { companyId }, async (t) => present(await findTimeSettings(t))),

    update: (
      actor: Actor,
      body: SettingsBody,
      context: RequestContext,
    ): Promise<AdvancedSettings> =>
      writeCompanyAudited(db, writeScope(actor, context, 'time_settings'), async (t, audit) => {
        resolveRules(undefined, body.rules);
        const before = await findTimeSettings(t);
        const row = await saveTimeSettings(t, {
          rules: body.rules,
          workdayCutoff: body.workday_cutoff,
        });
        await audit({
          action: before ? 'update' : 'create',
          entityId: actor.companyId,
          before: before ? { rules: before.rules, workdayCutoff: before.workdayCutoff } : undefined,
          after: { rules: row.rules, workdayCutoff: row.workdayCutoff },
        });
        return present(row);
      }),
  };
}
export type TimeSettingsService = ReturnType<typeof createTimeSettingsService>;
