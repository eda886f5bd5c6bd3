// Portaria MTP 671/2021 legal files: AFD and AEJ (writers, parsers, validators), detached CAdES
// signatures and the REP-P punch receipt. Pure of any database or HTTP concern.
export {
  CRC16_VARIANTS,
  type Crc16Variant,
  crc16CcittFalse,
  crc16Hex,
  crc16Kermit,
  crc16KermitHex,
  crc16Modbus,
} from './crc16.js';
export * from './receipt/index.js';
export * from './signature/index.js';
export * from './validation.js';
