/**
 * CRC-16/KERMIT (poly 0x1021 reflected = 0x8408, init 0, no final xor), as Portaria 671 asks for
 * AFD records of types 1 to 5: computed over the record's bytes in ISO-8859-1, written as 4
 * upper-case hex digits. Check value: "123456789" → 2189.
 */
const TABLE = (() => {
  const table = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let crc = n;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x8408 : crc >>> 1;
    table[n] = crc;
  }
  return table;
})();

export function crc16Kermit(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = (crc >>> 8) ^ TABLE[(crc ^ byte) & 0xff]!;
  return crc;
}

/** The CRC of a text's ISO-8859-1 bytes as 4 upper-case hex digits. */
export function crc16KermitHex(text: string): string {
  return crc16Kermit(Buffer.from(text, 'latin1')).toString(16).toUpperCase().padStart(4, '0');
}
