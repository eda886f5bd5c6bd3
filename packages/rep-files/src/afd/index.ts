export { type AfdFileNameInput, afdFileName, type RepKind } from './file-name.js';
export { afdPunchHash } from './hash-chain.js';
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
export type * from './types.js';
export { validateAfd } from './validator.js';
export {
  AfdWriteError,
  formatAfdLine,
  type WriteAfdOptions,
  writeAfd,
  writeAfdToBuffer,
} from './writer.js';
