/** The legacy Portaria MTE 1.510/2009 Anexo I AFD (REP-C): no CRC, no signature line. */
import {
  countField,
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
const count = countField;

export const LAYOUT_1510: Readonly<Record<string, RecordSpec>> = {
  '1': {
    type: '1',
    length: 232,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '000000000' }),
      type('1'),
      f('employerIdType', 11, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 12, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cei', 26, 12, 'N', 'digits', { optional: true }),
      f('employerName', 38, 150, 'A', 'text', { required: true }),
      f('repId', 188, 17, 'N', 'digits'),
      f('firstDate', 205, 8, 'D8', 'date'),
      f('lastDate', 213, 8, 'D8', 'date'),
      f('generatedDate', 221, 8, 'D8', 'date'),
      f('generatedTime', 229, 4, 'H4', 'date'),
    ],
  },
  '2': {
    type: '2',
    length: 299,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('2'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('employerIdType', 23, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 24, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cei', 38, 12, 'N', 'digits', { optional: true }),
      f('employerName', 50, 150, 'A', 'text', { required: true }),
      f('serviceLocation', 200, 100, 'A', 'text'),
    ],
  },
  '3': {
    type: '3',
    length: 34,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('3'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('pis', 23, 12, 'N', 'pis'),
    ],
  },
  '4': {
    type: '4',
    length: 34,
    crc: false,
    dateField: 'adjustedDate',
    fields: [
      nsr,
      type('4'),
      f('beforeDate', 11, 8, 'D8', 'date'),
      f('beforeTime', 19, 4, 'H4', 'date'),
      f('adjustedDate', 23, 8, 'D8', 'date'),
      f('adjustedTime', 31, 4, 'H4', 'date'),
    ],
  },
  '5': {
    type: '5',
    length: 87,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('5'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('operation', 23, 1, 'A', 'code', { codes: ['I', 'A', 'E'] }),
      f('pis', 24, 12, 'N', 'pis'),
      f('name', 36, 52, 'A', 'text', { required: true }),
    ],
  },
  '9': {
    type: '9',
    length: 46,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      f('type', 46, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};
