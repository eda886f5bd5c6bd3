import { AppError } from '@ponteiro/shared';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { seesEveryone } from '../reports/selection.js';

/**
 * Codes and layouts are the company's: changed only by who sees everyone's payroll (a role with
 * reports.payroll other than Employee, or a full-access one). An Employee holds the permission
 * for their own events and reads them, but changes nothing (403).
 */
export function assertPayrollEditor(scope: Pick<CompanyScope, 'role' | 'permissions'>): void {
  if (!seesEveryone(scope, 'payroll')) throw AppError.forbidden();
}
