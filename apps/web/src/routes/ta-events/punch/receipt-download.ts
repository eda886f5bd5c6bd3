import { endpoints } from '@ponteiro/shared';
import { downloadOperation } from '../../../api/download';

/** `comprovante-nsr-42.pdf` */
export function receiptFileName(nsr: number): string {
  return `comprovante-nsr-${nsr}.pdf`;
}

/** Downloads the signed PDF receipt of a punch of the register. */
export function downloadReceipt(punch: { id: string; nsr: number }): Promise<void> {
  return downloadOperation(endpoints.punches.receipt, receiptFileName(punch.nsr), {
    params: { id: punch.id },
  });
}
