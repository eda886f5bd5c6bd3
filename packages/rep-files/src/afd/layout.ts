/**
 * The AFD record layouts as data: Portaria MTP 671/2021 (gov.br layout "003", also written as
 * "004") and the legacy Portaria MTE 1.510/2009 Anexo I. Positions are 1-based as in the legal
 * tables; lengths exclude CR LF. Writer, parser and validator all read these tables, so a layout
 * change is a change here: one file per layout (layout-671.ts, layout-1510.ts,
 * layout-1510-595.ts), the field and record specs they are made of in layout-fields.ts, and here
 * what the reader needs across layouts.
 */
import { LAYOUT_671 } from './layout-671.js';
import { LAYOUT_1510 } from './layout-1510.js';
import { LAYOUT_1510_595 } from './layout-1510-595.js';
import type { AfdLayout, RecordSpec } from './layout-fields.js';

export { LAYOUT_671, SIGNATURE_LENGTH, SIGNATURE_PLACEHOLDER } from './layout-671.js';
export { LAYOUT_1510 } from './layout-1510.js';
export { HEADER_595_WITH_CRC, LAYOUT_1510_595 } from './layout-1510-595.js';
export * from './layout-fields.js';

export const LAYOUTS: Readonly<Record<AfdLayout, Readonly<Record<string, RecordSpec>>>> = {
  '671': LAYOUT_671,
  '1510': LAYOUT_1510,
  '1510-595': LAYOUT_1510_595,
};

/** Record types the trailer counts, in trailer order. */
export const COUNTED_TYPES: Readonly<Record<AfdLayout, readonly string[]>> = {
  '671': ['2', '3', '4', '5', '6', '7'],
  '1510': ['2', '3', '4', '5'],
  '1510-595': ['2', '3', '4', '5', '6'],
};

/** Line lengths only one layout has (header, records, trailer), to tell a file without a header. */
export const LAYOUT_LENGTHS: Readonly<Record<AfdLayout, ReadonlySet<number>>> = {
  '671': new Set([302, 331, 50, 73, 118, 36, 137, 64]),
  '1510': new Set([232, 299, 34, 87, 46]),
  '1510-595': new Set([236, 317, 38, 49, 106, 24, 55]),
};
