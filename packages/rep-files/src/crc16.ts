/**
 * The three CRC-16 variants found in AFD records. Portaria 671 (gov.br layout, item 8 note) asks
 * REP-A and REP-P for CRC-16/KERMIT; REP-C files are seen with KERMIT, MODBUS (Control iD RHiD) and
 * CCITT-FALSE (Portaria 595/2013 files), each over the record's ISO-8859-1 bytes before the CRC.
 * Check values ("123456789"): KERMIT 2189, MODBUS 4B37, CCITT-FALSE 29B1.
 */
export type Crc16Variant = 'CRC-16/KERMIT' | 'CRC-16/MODBUS' | 'CRC-16/CCITT-FALSE';

/** Table of a reflected CRC-16 (bits processed least significant first). */
function reflectedTable(poly: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ poly : crc >>> 1;
    table[n] = crc;
  }
  return table;
}

/** Table of a non-reflected CRC-16 (most significant bit first). */
function forwardTable(poly: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n << 8;
    for (let k = 0; k < 8; k++)
      crc = crc & 0x8000 ? ((crc << 1) ^ poly) & 0xffff : (crc << 1) & 0xffff;
    table[n] = crc;
  }
  return table;
}

/** 0x1021 reflected: KERMIT and MODBUS's 0x8005 reflected, 0xA001. */
const KERMIT_TABLE = reflectedTable(0x8408);
const MODBUS_TABLE = reflectedTable(0xa001);
const CCITT_TABLE = forwardTable(0x1021);

function reflected(table: Uint16Array, init: number, bytes: Uint8Array): number {
  let crc = init;
  for (const byte of bytes) crc = (crc >>> 8) ^ table[(crc ^ byte) & 0xff]!;
  return crc;
}

/** CRC-16/KERMIT: poly 0x1021 reflected, init 0, no final xor. */
export function crc16Kermit(bytes: Uint8Array): number {
  return reflected(KERMIT_TABLE, 0, bytes);
}

/** CRC-16/MODBUS: poly 0x8005 reflected (0xA001), init 0xFFFF, no final xor. */
export function crc16Modbus(bytes: Uint8Array): number {
  return reflected(MODBUS_TABLE, 0xffff, bytes);
}

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, not reflected, no final xor. */
export function crc16CcittFalse(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CCITT_TABLE[((crc >>> 8) ^ byte) & 0xff]!;
  return crc;
}

const FUNCTIONS: Record<Crc16Variant, (bytes: Uint8Array) => number> = {
  'CRC-16/KERMIT': crc16Kermit,
  'CRC-16/MODBUS': crc16Modbus,
  'CRC-16/CCITT-FALSE': crc16CcittFalse,
};

/** In order of preference when records match several (KERMIT is the one the layout names). */
export const CRC16_VARIANTS = Object.keys(FUNCTIONS) as Crc16Variant[];

/** The CRC of a text's ISO-8859-1 bytes as 4 upper-case hex digits. */
export function crc16Hex(variant: Crc16Variant, text: string): string {
  return FUNCTIONS[variant](Buffer.from(text, 'latin1'))
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
}

/** CRC-16/KERMIT of a text as 4 upper-case hex digits (what our writer puts in the AFD). */
export function crc16KermitHex(text: string): string {
  return crc16Hex('CRC-16/KERMIT', text);
}
