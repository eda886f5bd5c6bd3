import { type Database, serviceLocationOf, withTenant } from '@ponteiro/db';
import { type ReceiptSigner, signedPunchReceiptPdf } from '@ponteiro/rep-files';
import { isoInZone } from '@ponteiro/rep-files/register';
import { AppError, isFullAccessRole } from '@ponteiro/shared';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { findPunch, receiptParties } from './punch.repository.js';

/** Who may read any punch of the company (not only their own). */
export function seesEveryPunch(scope: Pick<CompanyScope, 'role' | 'permissions'>): boolean {
  return (
    isFullAccessRole(scope.role) ||
    (scope.role !== 'employee' && scope.permissions.includes('timesheets.punch_log'))
  );
}

/**
 * The Comprovante de Registro de Ponto do Trabalhador as a PAdES-signed PDF (arts. 79–80),
 * rebuilt from the register whenever asked, so it stays available beyond the 48 hours the law
 * asks for. The employee reads their own; the punch log's readers any of the company's.
 */
export function createReceiptService(deps: {
  db: Database;
  signer: () => ReceiptSigner;
  defaultInpiNumber: string;
}) {
  return {
    async pdf(scope: CompanyScope, id: string): Promise<{ nsr: number; pdf: Buffer }> {
      const data = await withTenant(deps.db, scope, async (t) => {
        const punch = await findPunch(t, id);
        if (!punch) throw AppError.notFound();
        const parties = await receiptParties(t, punch.subsidiaryId, punch.employeeId!);
        if (!parties) throw AppError.notFound();
        if (parties.employeeUserId !== scope.userId && !seesEveryPunch(scope)) {
          throw AppError.notFound();
        }
        return { punch, parties };
      });
      const { punch, parties } = data;
      const pdf = await signedPunchReceiptPdf(
        {
          nsr: punch.nsr,
          employer: {
            name: parties.subsidiaryLegalName || parties.companyLegalName,
            documentType: parties.employerType === 'cpf' ? 'CPF' : 'CNPJ',
            document: parties.employerId,
            ...(parties.cnoCaepf ? { caepfOrCno: parties.cnoCaepf } : {}),
          },
          serviceLocation: serviceLocationOf(parties.address) || undefined,
          employee: { name: parties.employeeName, cpf: punch.cpf! },
          // The minute, as the AFD line the hash covers writes it.
          punchedAt: isoInZone(minuteOf(punch.punchedAt!), punch.timeZone),
          repInpiNumber: parties.repInpiNumber || deps.defaultInpiNumber,
          hash: punch.hash!,
        },
        deps.signer(),
        { signingTime: punch.recordedAt },
      );
      return { nsr: punch.nsr, pdf };
    },
  };
}

const minuteOf = (instant: Date) => new Date(Math.floor(instant.getTime() / 60_000) * 60_000);

export type ReceiptService = ReturnType<typeof createReceiptService>;
