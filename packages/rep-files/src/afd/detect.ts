import { type AfdLayout, LAYOUT_LENGTHS, SIGNATURE_LENGTH } from './layout.js';
import type { Line } from './lines.js';

export type RepGeneration = 'REP-C' | 'REP-A' | 'REP-P';

const LAYOUT_ORDER: readonly AfdLayout[] = ['671', '1510', '1510-595'];

/**
 * 671, 1510 or 1510-595: a 671 header tells by its date format (field 8); otherwise the line
 * lengths only one layout has decide (a 1510 header is shared by 1510 and 595).
 */
export function detectLayout(lines: readonly Line[]): { layout: AfdLayout; recognised: boolean } {
  const first = lines[0]?.text ?? '';
  const header = first.startsWith('000000000');
  if (header && (first.length === 302 || /^\d{4}-\d{2}-\d{2}$/.test(first.slice(206, 216)))) {
    return { layout: '671', recognised: true };
  }
  const votes: Record<AfdLayout, number> = { '671': 0, '1510': 0, '1510-595': 0 };
  for (const { text } of lines.slice(0, 200)) {
    for (const layout of LAYOUT_ORDER) if (LAYOUT_LENGTHS[layout].has(text.length)) votes[layout]++;
  }
  const legacyHeader =
    header &&
    (first.length === 232 || first.length === 236 || /^\d{8}$/.test(first.slice(204, 212)));
  if (legacyHeader) {
    return { layout: votes['1510-595'] > votes['1510'] ? '1510-595' : '1510', recognised: true };
  }
  const best = LAYOUT_ORDER.reduce((a, b) => (votes[b] > votes[a] ? b : a));
  return { layout: best, recognised: header || votes[best] > 0 };
}

const REP_IN_NAME = /REP_([CAP])(?![A-Za-z0-9])/i;
const isRecordOfType = (text: string, type: string) =>
  text[9] === type && !text.startsWith('000000000') && !text.startsWith('999999999');

/**
 * The REP that made a 671 file: type-7 punches are REP-P's; then the file name (gov.br item 10);
 * then the header (field 7 all nines: REP-A without agreement; a model: REP-C only); then the
 * signature line (REP-A/REP-P write the placeholder, a REP-C its own signature).
 */
export function detectRep(
  layout: AfdLayout,
  lines: readonly Line[],
  fileName: string | undefined,
): { rep: RepGeneration | null; strict: boolean } {
  if (layout !== '671') return { rep: 'REP-C', strict: false };
  if (lines.some(({ text }) => text.length === 137 && isRecordOfType(text, '7'))) {
    return { rep: 'REP-P', strict: true };
  }
  const named = fileName ? REP_IN_NAME.exec(fileName) : null;
  if (named) {
    const rep = `REP-${named[1]!.toUpperCase()}` as RepGeneration;
    return { rep, strict: rep !== 'REP-C' };
  }
  const header = lines[0]?.text ?? '';
  if (header.startsWith('000000000') && header.length === 302) {
    if (header.slice(189, 206) === '9'.repeat(17)) return { rep: 'REP-A', strict: true };
    if (header.slice(268, 298).trim() !== '') return { rep: 'REP-C', strict: false };
  }
  const trailer = lines.findIndex(({ text }) => text.startsWith('999999999'));
  const signature = trailer >= 0 ? lines[trailer + 1]?.text : undefined;
  if (signature?.length === SIGNATURE_LENGTH) {
    if (!signature.startsWith('ASSINATURA')) return { rep: 'REP-C', strict: false };
    // The placeholder is REP-A's or REP-P's; without type-7 punches, type-3 ones are REP-A's.
    const punches = lines.some(({ text }) => isRecordOfType(text, '3'));
    return { rep: punches ? 'REP-A' : null, strict: true };
  }
  return { rep: null, strict: false };
}
