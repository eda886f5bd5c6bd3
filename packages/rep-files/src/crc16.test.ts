import { describe, expect, it } from 'vitest';
import {
  CRC16_VARIANTS,
  type Crc16Variant,
  crc16CcittFalse,
  crc16Hex,
  crc16Kermit,
  crc16KermitHex,
  crc16Modbus,
} from './crc16.js';

describe('CRC-16 variants', () => {
  it.each<[Crc16Variant, (b: Uint8Array) => number, number]>([
    ['CRC-16/KERMIT', crc16Kermit, 0x2189],
    ['CRC-16/MODBUS', crc16Modbus, 0x4b37],
    ['CRC-16/CCITT-FALSE', crc16CcittFalse, 0x29b1],
  ])('%s gives the check value of the catalogue', (variant, fn, check) => {
    expect(fn(Buffer.from('123456789'))).toBe(check);
    expect(crc16Hex(variant, '123456789')).toBe(check.toString(16).toUpperCase());
  });

  it('lists KERMIT first (preferred on a tie)', () => {
    expect(CRC16_VARIANTS).toEqual(['CRC-16/KERMIT', 'CRC-16/MODBUS', 'CRC-16/CCITT-FALSE']);
  });

  it('KERMIT hex keeps its old name and format', () => {
    expect(crc16KermitHex('123456789')).toBe('2189');
  });

  it('reads text as ISO-8859-1 and pads to four digits', () => {
    expect(crc16KermitHex('')).toBe('0000');
    expect(crc16Hex('CRC-16/MODBUS', '')).toBe('FFFF');
    expect(crc16KermitHex('ç')).toBe(
      crc16Kermit(Uint8Array.of(0xe7)).toString(16).toUpperCase().padStart(4, '0'),
    );
  });
});
