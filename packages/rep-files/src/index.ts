// Portaria MTP 671/2021 legal files: AFD and AEJ (writers, parsers, validators), detached CAdES
// signatures and the REP-P punch receipt. Pure of any database or HTTP concern.
export { crc16Kermit, crc16KermitHex } from './crc16.js';
export * from './receipt/index.js';
export * from './signature/index.js';
export * from './validation.js';
