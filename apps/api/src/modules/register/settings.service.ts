import { type Database, withTenant } from '@ponteiro/db';
import type { RegisterSettingsBody, RegisterSettingsData } from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { companyResponsibleCpf, saveResponsibleCpf } from './repository.js';

/** System › AFD/AEJ: the company's REP-P responsible person (audited). */
export function createRegisterSettingsService(db: Database) {
  return {
    get: (actor: Actor): Promise<RegisterSettingsData> =>
      withTenant(db, actor, async (t) => ({ responsible_cpf: await companyResponsibleCpf(t) })),

    update: (
      actor: Actor,
      body: RegisterSettingsBody,
      context: RequestContext,
    ): Promise<RegisterSettingsData> =>
      writeCompanyAudited(
        db,
        {
          context,
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          entity: 'register_settings',
        },
        async (t, audit) => {
          const before = await companyResponsibleCpf(t);
          await saveResponsibleCpf(t, body.responsible_cpf);
          if (before !== body.responsible_cpf) {
            await audit({
              action: 'update',
              entityId: actor.companyId,
              before: { responsible_cpf: before },
              after: { responsible_cpf: body.responsible_cpf },
            });
          }
          return { responsible_cpf: body.responsible_cpf };
        },
      ),
  };
}

export type RegisterSettingsService = ReturnType<typeof createRegisterSettingsService>;
