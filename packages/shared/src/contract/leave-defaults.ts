import type { LeaveCategory, LeaveTypeBody } from './leave-hours-bank.js';

/**
 * The usual Brazilian leave types every company starts with (migration 0012 gave the companies of
 * that day the same list). Days: CLT art. 473 I, II and IV; ADCT art. 10 §1 (paternity, 5 days);
 * CF art. 7º XVIII (maternity, 120 days); annual leave, 30 days (CLT art. 130).
 */
export const DEFAULT_LEAVE_TYPES: readonly Required<LeaveTypeBody>[] = [
  leave('Atestado médico', 'ATESTADO', true, true, false, true, null),
  leave('Falecimento (CLT art. 473, I)', 'FALECIMENTO', true, true, false, true, 2),
  leave('Casamento (CLT art. 473, II)', 'CASAMENTO', true, true, false, true, 3),
  leave('Doação de sangue (CLT art. 473, IV)', 'DOACAO_SANGUE', true, true, false, true, 1),
  leave('Licença-maternidade', 'LIC_MATERNIDADE', true, true, false, true, 120),
  leave('Licença-paternidade', 'LIC_PATERNIDADE', true, true, false, true, 5),
  leave('Férias', 'FERIAS', true, true, false, false, 30, 'vacation'),
  leave('Folga', 'FOLGA', true, true, false, false, null),
  leave('Falta injustificada', 'FALTA', false, false, true, false, null),
];

function leave(
  name: string,
  code: string,
  justified: boolean,
  paid: boolean,
  affects_dsr: boolean,
  requires_document: boolean,
  max_days: number | null,
  category: LeaveCategory = 'other',
): Required<LeaveTypeBody> {
  return {
    name,
    code,
    justified,
    paid,
    affects_dsr,
    requires_document,
    max_days,
    active: true,
    category,
  };
}
