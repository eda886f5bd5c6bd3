/** Portaria MTP 671/2021 AFD (gov.br layout "003", also written as "004"): header, types 2–7, trailer. */
import {
  AFD_COLLECTORS,
  AFD_EVENTS,
  countField,
  crcField,
  field,
  ID_TYPES,
  nsrField,
  type RecordSpec,
  typeField,
} from './layout-fields.js';

// Short names keep the tables readable as the legal tables they copy.
const f = field;
const nsr = nsrField;
const type = typeField;
const crc = crcField;
const count = countField;

export const LAYOUT_671: Readonly<Record<string, RecordSpec>> = {
  '1': {
    type: '1',
    length: 302,
    crc: true,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '000000000' }),
      type('1'),
      f('employerIdType', 11, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 12, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cnoCaepf', 26, 14, 'N', 'digits', { optional: true }),
      f('employerName', 40, 150, 'A', 'text', { required: true }),
      f('repId', 190, 17, 'N', 'digits'),
      f('firstDate', 207, 10, 'D', 'date'),
      f('lastDate', 217, 10, 'D', 'date'),
      f('generatedAt', 227, 24, 'DH', 'date'),
      f('version', 251, 3, 'N', 'version'),
      f('developerIdType', 254, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('developerId', 255, 14, 'N', 'employerId', { idTypeField: 'developerIdType' }),
      f('model', 269, 30, 'A', 'text'),
      crc(299),
    ],
  },
  '2': {
    type: '2',
    length: 331,
    crc: true,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('2'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      // ⚠ 14 positions for a CPF here (11 in types 4 and 5): that is the official text.
      f('responsibleCpf', 35, 14, 'N', 'cpf'),
      f('employerIdType', 49, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 50, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cnoCaepf', 64, 14, 'N', 'digits', { optional: true }),
      f('employerName', 78, 150, 'A', 'text', { required: true }),
      f('serviceLocation', 228, 100, 'A', 'text'),
      crc(328),
    ],
  },
  '3': {
    type: '3',
    length: 50,
    crc: true,
    dateField: 'punchedAt',
    fields: [
      nsr,
      type('3'),
      f('punchedAt', 11, 24, 'DH', 'date'),
      f('cpf', 35, 12, 'N', 'cpf', { pisForms: true }),
      crc(47),
    ],
  },
  '4': {
    type: '4',
    length: 73,
    crc: true,
    dateField: 'adjustedAt',
    fields: [
      nsr,
      type('4'),
      f('before', 11, 24, 'DH', 'date'),
      f('adjustedAt', 35, 24, 'DH', 'date'),
      f('responsibleCpf', 59, 11, 'N', 'cpf'),
      crc(70),
    ],
  },
  '5': {
    type: '5',
    length: 118,
    crc: true,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('5'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      f('operation', 35, 1, 'A', 'code', { codes: ['I', 'A', 'E'] }),
      f('cpf', 36, 12, 'N', 'cpf', { pisForms: true }),
      f('name', 48, 52, 'A', 'text', { required: true }),
      // ⚠ "Demais dados de identificação do empregado": content undefined; we write spaces.
      f('otherData', 100, 4, 'A', 'text'),
      f('responsibleCpf', 104, 11, 'N', 'cpf'),
      crc(115),
    ],
  },
  '6': {
    type: '6',
    length: 36,
    crc: false,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('6'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      f('event', 35, 2, 'N', 'code', { codes: AFD_EVENTS }),
    ],
  },
  '7': {
    type: '7',
    length: 137,
    crc: false,
    dateField: 'punchedAt',
    fields: [
      nsr,
      type('7'),
      f('punchedAt', 11, 24, 'DH', 'date'),
      f('cpf', 35, 12, 'N', 'cpf'),
      f('storedAt', 47, 24, 'DH', 'date'),
      f('collector', 71, 2, 'N', 'code', { codes: AFD_COLLECTORS }),
      f('offline', 73, 1, 'N', 'flag', { codes: ['0', '1'] }),
      f('hash', 74, 64, 'A', 'hash'),
    ],
  },
  '9': {
    type: '9',
    length: 64,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      count('count6', 46),
      count('count7', 55),
      f('type', 64, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};

/** The last line of a 671 AFD (not counted in the trailer). */
export const SIGNATURE_LENGTH = 100;
/** What REP-A and REP-P write there: the real signature is the detached CAdES `.p7s`. */
export const SIGNATURE_PLACEHOLDER = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S';
