import { type Database, type RegisterRecordRow, withTenant } from '@ponteiro/db';
import { afdDateTime } from '@ponteiro/rep-files/register';
import {
  type AfdHeader,
  type AfdRecord,
  afdFileName,
  writeAfd,
} from '@ponteiro/rep-files/validation';
import { type AfdExportQuery, AppError } from '@ponteiro/shared';
import type { Actor } from '../../plugins/authenticate.js';
import { companyResponsibleCpf } from '../register/repository.js';
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

/**
 * The company's AFD for one workplace and period (Portaria 671 Anexo V layout 003, 004 when the
 * employer's CNPJ is alphanumeric), written from the register: ISO-8859-1, CR LF, named as item 10
 * asks, streamed page by page so a million records never sit in memory.
 */
export function createAfdExportService(deps: {
  db: Database;
  defaultInpiNumber: string;
  developerCnpj: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    async afd(
      actor: Actor,
      query: AfdExportQuery,
    ): Promise<{ fileName: string; chunks: AsyncIterable<Buffer> }> {
      const plan = await withTenant(db, actor, async (t) => {
        const subsidiary = await afdSubsidiary(t, query.subsidiary_id);
        if (!subsidiary) throw AppError.notFound();
        const range = await afdRange(t, subsidiary.id, query.from, query.to);
        const responsible = (await companyResponsibleCpf(t)) ?? '';
        if (
          range &&
          !responsible &&
          (await rangeNeedsResponsible(t, subsidiary.id, range.first, range.last))
        ) {
          throw new AppError('business_rule', { message: 'validation.afd_responsible_missing' });
        }
        return { subsidiary, range, responsible };
      });
      const { subsidiary, range, responsible } = plan;
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
        generatedAt: afdDateTime(clock(), subsidiary.timeZone),
        version: alphanumeric ? '004' : '003',
        developerIdType: 'cnpj',
        developerId: deps.developerCnpj,
        model: '',
      };
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
      return {
        fileName: afdFileName({ rep: 'REP_P', employerId: subsidiary.employerId, repId: inpi }),
        chunks: writeAfd(header, records()),
      };
    },
  };
}

export type AfdExportService = ReturnType<typeof createAfdExportService>;
