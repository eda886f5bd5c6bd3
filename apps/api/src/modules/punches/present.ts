import type { RegisterRecordRow } from '@ponteiro/db';
import { isoInZone } from '@ponteiro/rep-files/register';
import { API_BASE_PATH, type PunchFlag, type PunchReceiptData } from '@ponteiro/shared';

/** The API path of a punch's signed receipt PDF. */
export const receiptPath = (id: string) => `${API_BASE_PATH}/punches/${id}/receipt/`;

/** A type-7 record as the punch answer and the receipt show it (instants in its zone). */
export function presentReceipt(row: RegisterRecordRow): PunchReceiptData {
  return {
    id: row.id,
    nsr: row.nsr,
    subsidiary_id: row.subsidiaryId,
    employee_id: row.employeeId!,
    punched_at: isoInZone(row.punchedAt!, row.timeZone),
    recorded_at: isoInZone(row.recordedAt, row.timeZone),
    time_zone: row.timeZone,
    hash: row.hash!,
    flags: row.flags as PunchFlag[],
    offline: row.offline ?? false,
    receipt_url: receiptPath(row.id),
  };
}
