import {
  type Database,
  type SealedCertificate,
  sealCertificate,
  type Tenant,
  unsealCertificate,
  withTenant,
} from '@ponteiro/db';
import type {
  RegisterDeveloperBody,
  RegisterSettingsBody,
  RegisterSettingsData,
} from '@ponteiro/shared';
import type { Config } from '../../config.js';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { DEMO_ISSUER, readCertificate } from './certificate.js';
import {
  registerSettingsRow,
  saveCertificate,
  saveDeveloper,
  saveResponsibleCpf,
  subsidiaryInpiNumbers,
} from './repository.js';

type SettingsRow = Awaited<ReturnType<typeof registerSettingsRow>>;

/** The installation's REP-P identification, for companies (and workplaces) without their own. */
export type RegisterInstallation = Pick<
  Config,
  'REP_INPI_NUMBER' | 'REP_DEVELOPER_CNPJ' | 'REP_DEVELOPER_NAME' | 'REP_DEVELOPER_EMAIL'
>;

/** The company's own developer when all three are stored (they are saved together). */
function ownDeveloper(row: SettingsRow): RegisterDeveloperBody | null {
  if (!row?.developerDocument || !row.developerName || !row.developerEmail) return null;
  return { document: row.developerDocument, name: row.developerName, email: row.developerEmail };
}

const sameDeveloper = (a: RegisterDeveloperBody | null, b: RegisterDeveloperBody | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.document === b.document &&
    a.name === b.name &&
    a.email === b.email);

/** The PTRP developer AEJ record 08 carries for the company: its own, else the installation's. */
function effectiveDeveloper(row: SettingsRow, installation: RegisterInstallation) {
  const own = ownDeveloper(row);
  return {
    ...(own ?? {
      document: installation.REP_DEVELOPER_CNPJ,
      name: installation.REP_DEVELOPER_NAME,
      email: installation.REP_DEVELOPER_EMAIL,
    }),
    custom: own !== null,
  };
}

async function present(
  t: Tenant,
  installation: RegisterInstallation,
): Promise<RegisterSettingsData> {
  const row = await registerSettingsRow(t);
  return {
    responsible_cpf: row?.responsibleCpf ?? null,
    certificate:
      row?.certificateSealed && row.certificateSubject && row.certificateValidUntil
        ? {
            subject: row.certificateSubject,
            issuer: row.certificateIssuer ?? '',
            valid_until: row.certificateValidUntil.toISOString(),
            uploaded_at: (row.certificateUploadedAt ?? row.updatedAt).toISOString(),
            demo: row.certificateIssuer === DEMO_ISSUER,
          }
        : null,
    developer: effectiveDeveloper(row, installation),
    inpi: {
      default: installation.REP_INPI_NUMBER,
      subsidiaries: (await subsidiaryInpiNumbers(t)).map((s) => ({
        id: s.id,
        name: s.name,
        rep_inpi_number: s.inpi,
      })),
    },
  };
}

/**
 * System › AFD/AEJ: the company's REP-P responsible person, the certificate that signs its AFD
 * (kept sealed; its password is never answered) and the PTRP developer of its AEJ; the workplaces'
 * INPI numbers shown beside them. Every change audited.
 */
export function createRegisterSettingsService(deps: {
  db: Database;
  /** The installation's sealing key (loadSealingKey, at start-up). */
  sealingKey: Buffer;
  config: RegisterInstallation;
}) {
  const { db, config } = deps;
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
      withTenant(db, actor, (t) => present(t, config)),

    /** Saves the parts the body carries (an absent key keeps its value); audits what changed. */
    update: (actor: Actor, body: RegisterSettingsBody, context: RequestContext) =>
      write(actor, context, async (t, audit) => {
        const row = await registerSettingsRow(t);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const cpfBefore = row?.responsibleCpf ?? null;
        if (body.responsible_cpf !== undefined && body.responsible_cpf !== cpfBefore) {
          await saveResponsibleCpf(t, body.responsible_cpf);
          before.responsible_cpf = cpfBefore;
          after.responsible_cpf = body.responsible_cpf;
        }
        const developerBefore = ownDeveloper(row);
        if (body.developer !== undefined && !sameDeveloper(body.developer, developerBefore)) {
          await saveDeveloper(t, body.developer);
          before.developer = developerBefore;
          after.developer = body.developer;
        }
        if (Object.keys(after).length > 0) {
          await audit({ action: 'update', entityId: actor.companyId, before, after });
        }
        return present(t, config);
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
        return present(t, config);
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
        return present(t, config);
      }),

    /** The PTRP developer of the company's AEJ record 08 (read inside the caller's scope). */
    async developer(t: Tenant): Promise<RegisterDeveloperBody> {
      const { custom: _custom, ...developer } = effectiveDeveloper(
        await registerSettingsRow(t),
        config,
      );
      return developer;
    },

    /** The company's certificate to sign with, or null (read inside the caller's scope). */
    async signer(t: Tenant): Promise<SealedCertificate | null> {
      const row = await registerSettingsRow(t);
      if (!row?.certificateSealed) return null;
      return unsealCertificate(deps.sealingKey, row.certificateSealed);
    },
  };
}

export type RegisterSettingsService = ReturnType<typeof createRegisterSettingsService>;
