import type { Subsidiary } from '@ponteiro/shared';

// The download's name. The API names the file (Content-Disposition), but the web's download
// helper hands over the body only, so the page names it the same way (gov.br item 10, as in
// @ponteiro/rep-files afdFileName): "AFD" + the REP-P's INPI number (digits, zero-padded to 17)
// + the employer's CNPJ/CPF without its mask + "REP_P". ⚠ When the subsidiary has no INPI number
// of its own the API uses the product's (REP_INPI_NUMBER, not sent to the browser): the name then
// leaves it out. Reading Content-Disposition in api/download.ts would remove the difference.

/** `AFD0000512022001234512345678000195REP_P.txt` for a subsidiary. */
export function afdFileName(
  subsidiary: Pick<Subsidiary, 'employer_id' | 'rep_inpi_number'>,
): string {
  const employer = subsidiary.employer_id.replace(/[./\-\s]/g, '').toUpperCase();
  const digits = (subsidiary.rep_inpi_number ?? '').replace(/\D/g, '');
  const rep = digits === '' ? '' : digits.slice(-17).padStart(17, '0');
  return `AFD${rep}${employer}REP_P.txt`;
}

/** The default period: the first of this month up to today (`YYYY-MM-DD`). */
export function currentMonthPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}
