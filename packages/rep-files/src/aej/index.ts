export {
  AEJ_DEFAULT_VERSION,
  AEJ_RECORD_TYPES,
  AEJ_RECORDS,
  AEJ_SIGNATURE_LINE,
  AEJ_VERSIONS,
  type AejFieldSpec,
  type AejFieldType,
  type AejRecordSpec,
  type AejRecordType,
  type AejVersion,
} from './layout.js';
export { AejParseError, parseAej } from './parser.js';
export type {
  AejAusencia,
  AejFile,
  AejFonteMarc,
  AejHeader,
  AejHorario,
  AejInput,
  AejMarcacao,
  AejMatricula,
  AejPtrp,
  AejRep,
  AejTpMarc,
  AejVinculo,
} from './types.js';
export { validateAej } from './validator.js';
export { AejWriteError, formatAejDateTime, writeAej } from './writer.js';
