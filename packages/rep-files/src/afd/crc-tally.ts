import { CRC16_VARIANTS, type Crc16Variant, crc16Hex } from '../crc16.js';
import type { AfdLayout } from './layout.js';
import type { Line } from './lines.js';
import { specOf } from './record.js';

/** How many records each CRC-16 variant matches, and the line of the first record with a CRC. */
export function tallyCrcs(layout: AfdLayout, lines: readonly Line[]) {
  const tally = new Map<Crc16Variant, number>(CRC16_VARIANTS.map((v) => [v, 0]));
  let firstLine: number | undefined;
  for (const { number, text } of lines) {
    const spec = specOf(layout, text);
    if (!spec?.crc || text.length !== spec.length) continue;
    firstLine ??= number;
    const written = text.slice(spec.length - 4).toUpperCase();
    const span = text.slice(0, spec.length - 4);
    for (const variant of CRC16_VARIANTS) {
      if (crc16Hex(variant, span) === written) tally.set(variant, tally.get(variant)! + 1);
    }
  }
  // The most matched wins; on a tie the earlier in CRC16_VARIANTS (KERMIT first).
  let best: Crc16Variant | null = null;
  for (const variant of CRC16_VARIANTS) {
    if (tally.get(variant)! > (best ? tally.get(best)! : 0)) best = variant;
  }
  return { best, firstLine };
}
