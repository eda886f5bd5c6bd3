import { describe, expect, it } from 'vitest';
import { crc16Kermit, crc16KermitHex } from './crc16.js';

describe('CRC-16/KERMIT', () => {
  it('gives the check value of the catalogue', () => {
    expect(crc16KermitHex('123456789')).toBe('2189');
    expect(crc16Kermit(Buffer.from('123456789'))).toBe(0x2189);
  });

  it('reads text as ISO-8859-1 and pads to four digits', () => {
    expect(crc16KermitHex('')).toBe('0000');
    expect(crc16KermitHex('ç')).toBe(
      crc16Kermit(Uint8Array.of(0xe7)).toString(16).toUpperCase().padStart(4, '0'),
    );
  });
});
