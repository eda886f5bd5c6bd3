export { type AfdFileNameInput, afdFileName, type RepKind } from './file-name.js';
export {
  AFD_COLLECTORS,
  AFD_EVENTS,
  AFD_VERSIONS,
  type AfdLayout,
  LAYOUT_671,
  LAYOUT_1510,
  LAYOUT_1510_595,
  SIGNATURE_PLACEHOLDER,
} from './layout.js';
export { type ParsedAfd, parseAfd } from './parser.js';
export type { ReadAfdOptions, RepGeneration } from './reader.js';
// The NSR sequence and type-7 hash chain: shared by the writer, the reader and the punch register.
export {
  afdPunchHash,
  isPunchHash,
  NsrSequence,
  type NsrStep,
  PUNCH_HASHED_LENGTH,
  PunchHashChain,
} from './record-chain.js';
export type * from './types.js';
export { validateAfd } from './validator.js';
export {
  AfdWriteError,
  formatAfdLine,
  type WriteAfdOptions,
  writeAfd,
  writeAfdToBuffer,
} from './writer.js';
