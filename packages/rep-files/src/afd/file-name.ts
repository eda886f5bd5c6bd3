/** The kind of REP that produced the file: its suffix in the file name. */
export type RepKind = 'REP_C' | 'REP_A' | 'REP_P';

export interface AfdFileNameInput {
  rep: RepKind;
  /** Employer CNPJ (numeric or alphanumeric) or CPF; the mask is removed. */
  employerId: string;
  /** REP-P: INPI registration number; REP-C: fabrication number. Not used for REP-A. */
  repId?: string;
  /** Default ".txt" (⚠ no extension is specified; ".txt" is the common choice). Pass '' for none. */
  extension?: string;
}

/**
 * The AFD file name of gov.br item 10: "AFD" + REP-C fabrication number or REP-P INPI number +
 * employer CNPJ/CPF + "REP_C" | "REP_A" | "REP_P". No separators.
 *
 * ⚠ Not specified: the width of the numbers in the name. We write the REP id as in header field 7
 * (non-digits removed, zero-padded to 17: INPI "BR 51 2022 001234-5" → "00005120220012345") and
 * the employer id without its mask (14 characters for a CNPJ, 11 digits for a CPF).
 */
export function afdFileName(input: AfdFileNameInput): string {
  const employer = input.employerId.replace(/[./\-\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{11,14}$/.test(employer)) {
    throw new Error(`employer id "${input.employerId}" is not a CNPJ or CPF`);
  }
  let rep = '';
  if (input.rep !== 'REP_A') {
    const digits = (input.repId ?? '').replace(/\D/g, '');
    if (digits === '' || digits.length > 17) {
      throw new Error(`${input.rep} needs a REP id of 1 to 17 digits, got "${input.repId ?? ''}"`);
    }
    rep = digits.padStart(17, '0');
  }
  return `AFD${rep}${employer}${input.rep}${input.extension ?? '.txt'}`;
}
