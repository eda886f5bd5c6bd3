import {
  type Database,
  type SealedCertificate,
  sealCertificate,
  type Tenant,
  unsealCertificate,
  withTenant,
} from '@ponteiro/db';
import type { RegisterSettingsBody, RegisterSettingsData } from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { DEMO_ISSUER, readCertificate } from './certificate.js';
import { registerSettingsRow, saveCertificate, saveResponsibleCpf } from './repository.js';

type SettingsRow = Awaited<ReturnType<typeof registerSettingsRow>>;

function present(row: SettingsRow): RegisterSettingsData {
  return {
    responsible_cpf: row?.responsibleCpf ?? null,
    certificate:
      row?.certificateSealed && row.certificateSubject && row.certificateValidUntil
        ? {
            subject: row.certificateSubject,
            valid_until: row.certificateValidUntil.toISOString(),
            uploaded_at: (row.certificateUploadedAt ?? row.updatedAt).toISOString(),
            demo: row.certificateIssuer === DEMO_ISSUER,
          }
        : null,
  };
}

/**
 * System › AFD/AEJ: the company's REP-P responsible person and the certificate that signs its AFD
 * (kept sealed; its password is never answered). Every change audited.
 */
export function createRegisterSettingsService(deps: {
  db: Database;
  /** The installation's sealing key (loadSealingKey, at start-up). */
  sealingKey: Buffer;
}) {
  const { db } = deps;
  const write = <T>(
    actor: Actor,
    context: RequestContext,
    work: Parameters<typeof writeCompanyAudited<T>>[2],
  ) =>
    writeCompanyAudited(
      db,
      {
        context,
        companyId: actor.companyId,
        actorType: 'user',
        actorId: actor.userId,
        entity: 'register_settings',
      },
      work,
    );

  return {
    get: (actor: Actor): Promise<RegisterSettingsData> =>
      withTenant(db, actor, async (t) => present(await registerSettingsRow(t))),

    update: (actor: Actor, body: RegisterSettingsBody, context: RequestContext) =>
      write(actor, context, async (t, audit) => {
        const before = (await registerSettingsRow(t))?.responsibleCpf ?? null;
        await saveResponsibleCpf(t, body.responsible_cpf);
        if (before !== body.responsible_cpf) {
          await audit({
            action: 'update',
            entityId: actor.companyId,
            before: { responsible_cpf: before },
            after: { responsible_cpf: body.responsible_cpf },
          });
        }
        return present(await registerSettingsRow(t));
      }),

    async uploadCertificate(
      actor: Actor,
      upload: { bytes: Uint8Array; password: string },
      context: RequestContext,
    ): Promise<RegisterSettingsData> {
      const facts = readCertificate(upload.bytes, upload.password);
      const sealed = sealCertificate(deps.sealingKey, {
        pkcs12: upload.bytes,
        password: upload.password,
      });
      return write(actor, context, async (t, audit) => {
        await saveCertificate(t, { sealed, ...facts });
        await audit({
          action: 'certificate_upload',
          entityId: actor.companyId,
          after: { subject: facts.subject, issuer: facts.issuer, valid_until: facts.validUntil },
        });
        return present(await registerSettingsRow(t));
      });
    },

    removeCertificate: (actor: Actor, context: RequestContext) =>
      write(actor, context, async (t, audit) => {
        const before = await registerSettingsRow(t);
        if (before?.certificateSealed) {
          await saveCertificate(t, null);
          await audit({
            action: 'certificate_remove',
            entityId: actor.companyId,
            before: { subject: before.certificateSubject },
          });
        }
        return present(await registerSettingsRow(t));
      }),

    /** The company's certificate to sign with, or null (read inside the caller's scope). */
    async signer(t: Tenant): Promise<SealedCertificate | null> {
      const row = await registerSettingsRow(t);
      if (!row?.certificateSealed) return null;
      return unsealCertificate(deps.sealingKey, row.certificateSealed);
    },
  };
}

export type RegisterSettingsService = ReturnType<typeof createRegisterSettingsService>;
