import { createHash } from 'node:crypto';
import { type Database, type RegisterRecordRow, type Tenant, withTenant } from '@ponteiro/db';
import { signDetachedDigest } from '@ponteiro/rep-files';
import { afdDateTime } from '@ponteiro/rep-files/register';
import {
  type AfdHeader,
  type AfdRecord,
  afdFileName,
  writeAfd,
} from '@ponteiro/rep-files/validation';
import {
  type AfdExportQuery,
  type AfdPlan,
  type AfdPlanQuery,
  type AfdSignatureQuery,
  AppError,
} from '@ponteiro/shared';
import type { Actor } from '../../plugins/authenticate.js';
import { companyResponsibleCpf } from '../register/repository.js';
import type { RegisterSettingsService } from '../register/settings.service.js';
import {
  afdRange,
  afdRecordsPage,
  afdSubsidiary,
  rangeNeedsResponsible,
} from './afd-export.repository.js';

/** Records read per transaction while streaming. */
const PAGE = 5_000;

/** A register record as the AFD writes it (Portaria 671 layout, instants in its zone). */
export function afdRecordOf(row: RegisterRecordRow, fallbackResponsible: string): AfdRecord {
  const at = (instant: Date) => afdDateTime(instant, row.timeZone);
  const responsibleCpf = row.responsibleCpf ?? fallbackResponsible;
  switch (row.type) {
    case '2':
      return {
        type: '2',
        nsr: row.nsr,
        recordedAt: at(row.recordedAt),
        responsibleCpf,
        employerIdType: row.employer!.employerType,
        employerId: row.employer!.employerId,
        cnoCaepf: row.employer!.cnoCaepf,
        employerName: row.employer!.name,
        serviceLocation: row.employer!.serviceLocation,
      };
    case '4':
      return {
        type: '4',
        nsr: row.nsr,
        before: at(row.punchedAt!),
        adjustedAt: at(row.adjustedAt!),
        responsibleCpf,
      };
    case '5':
      return {
        type: '5',
        nsr: row.nsr,
        recordedAt: at(row.recordedAt),
        operation: row.operation!,
        cpf: row.cpf!,
        name: row.name!,
        otherData: '',
        responsibleCpf,
      };
    case '6':
      return { type: '6', nsr: row.nsr, recordedAt: at(row.recordedAt), event: row.event! };
    case '7':
      return {
        type: '7',
        nsr: row.nsr,
        punchedAt: at(row.punchedAt!),
        cpf: row.cpf!,
        storedAt: at(row.recordedAt),
        collector: row.collector!,
        offline: row.offline ?? false,
        hash: row.hash!,
      };
  }
}

/** What pins a file's bytes: its generation instant and the last NSR it may hold. */
interface Pin {
  generatedAt: Date;
  throughNsr: number;
}

const minuteOf = (instant: Date) => new Date(Math.floor(instant.getTime() / 60_000) * 60_000);

/**
 * The company's AFD for one workplace and period (Portaria 671 Anexo V layout 003, 004 when the
 * employer's CNPJ is alphanumeric), written from the register: ISO-8859-1, CR LF, named as item 10
 * asks, streamed page by page so a million records never sit in memory. A plan pins the bytes
 * (generation minute, last NSR), so the detached .p7s of the company's certificate signs exactly
 * the file downloaded next to it.
 */
export function createAfdExportService(deps: {
  db: Database;
  settings: RegisterSettingsService;
  defaultInpiNumber: string;
  developerCnpj: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Everything a file needs before its records: checks, header, name, range. */
  async function prepare(t: Tenant, query: AfdPlanQuery, pin: Pin | null) {
    const subsidiary = await afdSubsidiary(t, query.subsidiary_id);
    if (!subsidiary) throw AppError.notFound();
    const fixed: Pin = pin ?? { generatedAt: minuteOf(clock()), throughNsr: subsidiary.lastNsr };
    const range = await afdRange(t, subsidiary.id, query.from, query.to, fixed.throughNsr);
    const responsible = (await companyResponsibleCpf(t)) ?? '';
    if (
      range &&
      !responsible &&
      (await rangeNeedsResponsible(t, subsidiary.id, range.first, range.last))
    ) {
      throw new AppError('business_rule', { message: 'validation.afd_responsible_missing' });
    }
    const inpi = (subsidiary.repInpiNumber || deps.defaultInpiNumber).replace(/\D/g, '');
    const alphanumeric = /[A-Z]/i.test(subsidiary.employerId);
    const header: AfdHeader = {
      employerIdType: subsidiary.employerType,
      employerId: subsidiary.employerId,
      cnoCaepf: subsidiary.cnoCaepf ?? '',
      employerName: (subsidiary.legalName || subsidiary.companyLegalName).slice(0, 150),
      repId: inpi,
      firstDate: range?.firstDate ?? query.from,
      lastDate: range?.lastDate ?? query.to,
      generatedAt: afdDateTime(fixed.generatedAt, subsidiary.timeZone),
      version: alphanumeric ? '004' : '003',
      developerIdType: 'cnpj',
      developerId: deps.developerCnpj,
      model: '',
    };
    const fileName = afdFileName({ rep: 'REP_P', employerId: subsidiary.employerId, repId: inpi });
    return { subsidiary, range, responsible, header, fileName, pin: fixed };
  }

  async function file(actor: Actor, query: AfdPlanQuery, pin: Pin | null) {
    const plan = await withTenant(db, actor, (t) => prepare(t, query, pin));
    const { subsidiary, range, responsible, header } = plan;
    async function* records(): AsyncGenerator<AfdRecord> {
      if (!range) return;
      let after = range.first - 1;
      while (after < range.last) {
        const page = await withTenant(db, actor, (t) =>
          afdRecordsPage(t, subsidiary.id, after, range.last, PAGE),
        );
        if (page.length === 0) return;
        for (const row of page) yield afdRecordOf(row, responsible);
        after = page[page.length - 1]!.nsr;
      }
    }
    return { fileName: plan.fileName, chunks: writeAfd(header, records()) };
  }

  const pinOf = (query: { generated_at?: string; through_nsr?: number }): Pin | null =>
    query.generated_at !== undefined && query.through_nsr !== undefined
      ? { generatedAt: minuteOf(new Date(query.generated_at)), throughNsr: query.through_nsr }
      : null;

  return {
    /** What a download will hold, pinned for the file and its signature. */
    plan: (actor: Actor, query: AfdPlanQuery): Promise<AfdPlan> =>
      withTenant(db, actor, async (t) => {
        const { range, fileName, pin } = await prepare(t, query, null);
        const signable = (await deps.settings.signer(t)) !== null;
        return {
          file_name: fileName,
          signature_file_name: signable ? `${fileName}.p7s` : null,
          generated_at: pin.generatedAt.toISOString(),
          through_nsr: pin.throughNsr,
          records: range ? range.last - range.first + 1 : 0,
          signable,
        };
      }),

    /** The file, streamed; pinned when the query carries a plan's pin. */
    afd: (actor: Actor, query: AfdExportQuery) => file(actor, query, pinOf(query)),

    /** The detached CAdES signature (.p7s) of the pinned file with the company's certificate. */
    async signature(
      actor: Actor,
      query: AfdSignatureQuery,
    ): Promise<{ fileName: string; p7s: Uint8Array }> {
      const signer = await withTenant(db, actor, (t) => deps.settings.signer(t));
      if (!signer)
        throw new AppError('business_rule', { message: 'validation.afd_no_certificate' });
      const { fileName, chunks } = await file(actor, query, pinOf(query));
      // Hashed as it is written: the file is never held whole in memory.
      const digest = createHash('sha256');
      for await (const chunk of chunks) digest.update(chunk);
      const p7s = signDetachedDigest(digest.digest(), signer.pkcs12, signer.password);
      return { fileName: `${fileName}.p7s`, p7s };
    },
  };
}

export type AfdExportService = ReturnType<typeof createAfdExportService>;
