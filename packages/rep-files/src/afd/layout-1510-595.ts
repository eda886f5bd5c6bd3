import { LAYOUT_1510 } from './layout-1510.js';
import {
  AFD_EVENTS,
  countField,
  crcField,
  field,
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

/**
 * Portaria 1510 as amended in 2013 (Portaria 595), as real REP-C files write it (brazil-legal.md
 * §1.6b; the official text was not found): the 1510 records plus the responsible's CPF and a
 * CRC-16 (CCITT-FALSE or MODBUS) over the record before it, type 6 events, a trailer counting
 * types 2–6 and a 100-character signature line. ⚠ The header is read as the 1510 one (232), or
 * with a CRC after it (236, {@link HEADER_595_WITH_CRC}); the order of the responsible's CPF and
 * the 4 "demais dados" of type 5 follows the files seen (CPF first).
 */
export const LAYOUT_1510_595: Readonly<Record<string, RecordSpec>> = {
  '1': LAYOUT_1510['1']!,
  '2': {
    type: '2',
    length: 317,
    crc: true,
    dateField: 'date',
    fields: [...LAYOUT_1510['2']!.fields, f('responsibleCpf', 300, 14, 'N', 'cpf'), crc(314)],
  },
  '3': {
    type: '3',
    length: 38,
    crc: true,
    dateField: 'date',
    fields: [...LAYOUT_1510['3']!.fields, crc(35)],
  },
  '4': {
    type: '4',
    length: 49,
    crc: true,
    dateField: 'adjustedDate',
    fields: [...LAYOUT_1510['4']!.fields, f('responsibleCpf', 35, 11, 'N', 'cpf'), crc(46)],
  },
  '5': {
    type: '5',
    length: 106,
    crc: true,
    dateField: 'date',
    fields: [
      ...LAYOUT_1510['5']!.fields,
      f('responsibleCpf', 88, 11, 'N', 'cpf'),
      f('otherData', 99, 4, 'A', 'text'),
      crc(103),
    ],
  },
  '6': {
    type: '6',
    length: 24,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('6'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('event', 23, 2, 'N', 'code', { codes: AFD_EVENTS }),
    ],
  },
  '9': {
    type: '9',
    length: 55,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      count('count6', 46),
      f('type', 55, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};

/** A 595 header that carries a CRC after the 1510 fields (read when the header has 236 characters). */
export const HEADER_595_WITH_CRC: RecordSpec = {
  ...LAYOUT_1510['1']!,
  length: 236,
  crc: true,
  fields: [...LAYOUT_1510['1']!.fields, crc(233)],
};
