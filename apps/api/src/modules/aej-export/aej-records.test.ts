import { validateAej, writeAej } from '@ponteiro/rep-files/validation';
import type { EngineSchedule } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import {
  type AejEmployeeSource,
  AejNoScheduleError,
  type AejPunch,
  type AejPunchLine,
  type AejScheduleSource,
  type AejScheduleVersion,
  type AejSource,
  type AejTreatment,
  aejDateTime,
  buildAej,
  jornadaMinutes,
  latin1Text,
  resolvePunches,
} from './aej-records.js';

// The AEJ's records from what is read (Portaria 671 art. 83; brazil-legal.md §2). 2026-08-03 is a
// Monday; São Paulo and Recife are at -03:00 all year.

const SP = 'America/Sao_Paulo';
const at = (local: string) => new Date(`${local}-03:00`);
const iso = (local: string) => `${local}-03:00`;

type Pairs = [string, string][];
const OFFICE: Pairs = [
  ['08:00', '12:00'],
  ['13:00', '17:00'],
];
const weekly = (weekdays: Pairs, saturday: Pairs = []): EngineSchedule => ({
  kind: 'weekly',
  days: {
    mon: weekdays,
    tue: weekdays,
    wed: weekdays,
    thu: weekdays,
    fri: weekdays,
    sat: saturday,
    sun: [],
  },
});
const version = (
  schedule: EngineSchedule,
  over: Partial<AejScheduleVersion> = {},
): AejScheduleVersion => ({
  effectiveFrom: '2020-01-01',
  schedule,
  rules: { ...DEFAULT_RULES },
  preAssignedBreak: false,
  ...over,
});

describe('resolvePunches', () => {
  const line = (id: string, kind: AejPunchLine['kind'], recorded = '2026-08-03T08:00:05') => ({
    id,
    kind,
    employeeId: 'e1',
    subsidiaryId: 's1',
    punchedAt: at('2026-08-03T08:00:00'),
    recordedAt: at(recorded),
    timeZone: SP,
  });
  const treatment = (
    id: string,
    kind: AejTreatment['kind'],
    ref: { recordId?: string; targetId?: string },
    created = '2026-08-04T09:00:00',
    reason = `motivo ${id}`,
  ): AejTreatment => ({
    id,
    kind,
    recordId: ref.recordId ?? null,
    targetId: ref.targetId ?? null,
    reason,
    createdAt: at(created),
  });

  it.each([
    ['a recorded punch', [], null, { source: 'O', disregarded: false, reason: '' }],
    [
      'a disregarded punch: D with the reason',
      [treatment('d1', 'disregard', { recordId: 'r1' })],
      null,
      { source: 'O', disregarded: true, reason: 'motivo d1' },
    ],
    [
      'a disregard undone: counts again',
      [
        treatment('d1', 'disregard', { recordId: 'r1' }),
        treatment('u1', 'undo', { targetId: 'd1' }, '2026-08-04T10:00:00'),
      ],
      null,
      { source: 'O', disregarded: false, reason: '' },
    ],
    [
      'disregarded, undone, disregarded again: the last reason',
      [
        treatment('d1', 'disregard', { recordId: 'r1' }),
        treatment('u1', 'undo', { targetId: 'd1' }, '2026-08-04T10:00:00'),
        treatment('d2', 'disregard', { recordId: 'r1' }, '2026-08-04T11:00:00'),
      ],
      null,
      { source: 'O', disregarded: true, reason: 'motivo d2' },
    ],
    [
      'a disregard after the pin: not yet',
      [treatment('d1', 'disregard', { recordId: 'r1' }, '2026-08-05T09:00:00')],
      at('2026-08-05T00:00:00'),
      { source: 'O', disregarded: false, reason: '' },
    ],
    [
      'an undo after the pin: still disregarded',
      [
        treatment('d1', 'disregard', { recordId: 'r1' }),
        treatment('u1', 'undo', { targetId: 'd1' }, '2026-08-05T09:00:00'),
      ],
      at('2026-08-05T00:00:00'),
      { source: 'O', disregarded: true, reason: 'motivo d1' },
    ],
  ] as const)('%s', (_name, treatments, cut, expected) => {
    const [punch] = resolvePunches([line('r1', 'recorded')], [...treatments], cut);
    expect(punch).toMatchObject(expected);
  });

  it('an inclusion is an I mark with its reason; undone it is no mark', () => {
    const inclusions = [
      treatment('i1', 'include', {}, '2026-08-03T09:00:00', 'Esqueceu de marcar'),
      treatment('i2', 'include', {}, '2026-08-03T09:00:00'),
      treatment('u2', 'undo', { targetId: 'i2' }),
    ];
    const marks = resolvePunches(
      [
        line('i1', 'included', '2026-08-03T09:00:00'),
        line('i2', 'included', '2026-08-03T09:00:00'),
      ],
      inclusions,
      null,
    );
    expect(marks).toEqual([
      expect.objectContaining({ id: 'i1', source: 'I', reason: 'Esqueceu de marcar' }),
    ]);
  });

  it('leaves out what was stored at or after the pin', () => {
    const marks = resolvePunches(
      [
        line('r1', 'recorded', '2026-08-03T08:00:59'),
        line('r2', 'recorded', '2026-08-03T08:01:00'),
      ],
      [],
      at('2026-08-03T08:01:00'),
    );
    expect(marks.map((m) => m.id)).toEqual(['r1']);
  });
});

describe('latin1Text', () => {
  it.each([
    ['João da Conceição', 150, 'João da Conceição'],
    ['Zoë Ñúñez', 150, 'Zoë Ñúñez'],
    ['Łukasz Čapek', 150, 'Lukasz Capek'],
    ['“Saída” – esqueceu…', 150, '"Saída" - esqueceu...'],
    ['Marcação 中 dupla', 150, 'Marcação ? dupla'],
    ['a|b\r\nc\td', 150, 'a b c d'],
    ['  espaços   demais  ', 150, 'espaços demais'],
    ['Nome muito comprido', 10, 'Nome muito'],
    ['abcde fgh', 6, 'abcde'],
  ])('%j (%i) → %j', (value, max, expected) => {
    expect(latin1Text(value, max)).toBe(expected);
  });
});

describe('aejDateTime', () => {
  it.each([
    ['2026-08-03T11:00:45Z', SP, '2026-08-03T08:00:00-0300'],
    ['2026-08-03T11:00:00Z', 'America/Recife', '2026-08-03T08:00:00-0300'],
    ['2026-08-03T11:00:00Z', 'America/Manaus', '2026-08-03T07:00:00-0400'],
    ['2026-08-03T11:00:00Z', 'America/Noronha', '2026-08-03T09:00:00-0200'],
    ['2026-08-03T11:00:00Z', 'UTC', '2026-08-03T11:00:00+0000'],
    ['2026-08-04T02:30:00Z', SP, '2026-08-03T23:30:00-0300'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(aejDateTime(new Date(instant), zone)).toBe(expected);
  });
});

describe('jornadaMinutes (durJornada)', () => {
  it.each([
    ['office 08–12 13–17', OFFICE, {}, 480],
    [
      'night 22:00–05:00: 420 clock minutes, 480 with the reduced hour',
      [['22:00', '05:00']],
      {},
      480,
    ],
    ['night without the reduced hour', [['22:00', '05:00']], { reducedHour: false }, 420],
    ['evening 18:00–23:00: one night hour credited', [['18:00', '23:00']], {}, 309],
    ['12x36 07:00–19:00', [['07:00', '19:00']], {}, 720],
    ['12x36 07:00–19:00 with the pre-assigned break', [['07:00', '19:00']], { pre: true }, 660],
  ] as [string, Pairs, { reducedHour?: boolean; pre?: boolean }, number][])(
    '%s',
    (_name, pairs, over, expected) => {
      const v = version(weekly(pairs), {
        rules: {
          ...DEFAULT_RULES,
          night: { ...DEFAULT_RULES.night, reducedHour: over.reducedHour ?? true },
        },
        preAssignedBreak: over.pre ?? false,
      });
      expect(jornadaMinutes(pairs, v)).toBe(expected);
    },
  );
});

// ── The whole file ─────────────────────────────────────────────────────────────────────────────

const CNPJ = '11222333000181';
const CPF_A = '11144477735';
const CPF_B = '52998224725';

let seq = 0;
const punch = (local: string, over: Partial<AejPunch> = {}, zone = SP): AejPunch => ({
  id: `p${++seq}`,
  employeeId: 'e1',
  source: 'O',
  at: at(local),
  timeZone: zone,
  subsidiaryId: 's1',
  disregarded: false,
  reason: '',
  ...over,
});

/** A stored day: `punches` are the counted ones (local times with -03:00). */
const stored = (
  day: string,
  punches: string[],
  flags: string[] = [],
  over: { hoursBankMinutes?: number; scheduleId?: string | null } = {},
) => ({
  day,
  scheduleId: over.scheduleId === undefined ? 'office' : over.scheduleId,
  result: {
    date: day,
    punches: punches.map(iso),
    flags,
    hoursBankMinutes: over.hoursBankMinutes ?? 0,
  },
});

const schedules = new Map<string, AejScheduleSource>([
  ['office', { code: 'ADM', versions: [version(weekly(OFFICE, [['08:00', '12:00']]))] }],
  ['night', { code: 'NOITE', versions: [version(weekly([['22:00', '05:00']]))] }],
  [
    'pre',
    {
      code: 'PRE',
      versions: [version(weekly(OFFICE), { preAssignedBreak: true })],
    },
  ],
]);

function sourceOf(employees: AejEmployeeSource[], over: Partial<AejSource> = {}): AejSource {
  return {
    employer: {
      employerType: 'cnpj',
      employerId: CNPJ,
      legalName: 'Empresa Exemplo Ltda.',
      timeZone: SP,
    },
    from: '2026-08-03',
    to: '2026-08-09',
    generatedAt: new Date('2026-09-01T11:00:00Z'),
    repNumbers: new Map([['s2', '512022123456']]),
    defaultRep: '99999999999999999',
    ptrp: {
      name: 'Ponteiro',
      version: '0.1.0',
      developerId: '12345678000195',
      developerName: 'Ponteiro',
      developerEmail: 'suporte@ponteiro.local',
    },
    schedules,
    employees,
    ...over,
  };
}

const employee = (over: Partial<AejEmployeeSource>): AejEmployeeSource => ({
  id: 'e1',
  name: 'João da Silva',
  cpf: CPF_A,
  timeZone: SP,
  assignments: [{ scheduleId: 'office', effectiveFrom: '2020-01-01' }],
  days: [],
  punches: [],
  ...over,
});

/** Written and validated: the file must pass the validator with no error. */
function written(source: AejSource) {
  const built = buildAej(source);
  const bytes = writeAej(built.input);
  expect(validateAej(bytes).errors).toEqual([]);
  const lines = bytes.toString('latin1').split('\r\n');
  return { ...built, lines, of: (type: string) => lines.filter((l) => l.startsWith(`${type}|`)) };
}

describe('buildAej', () => {
  it('writes a week: vínculo, horários, marks E/S by pair with O, I and D, the 07 records', () => {
    const monday = ['2026-08-03T07:58:00', '2026-08-03T12:01:00', '2026-08-03T13:00:00'];
    const file = written(
      sourceOf([
        employee({
          days: [
            stored('2026-08-03', [...monday, '2026-08-03T17:03:00']),
            stored('2026-08-04', [], ['absent']),
            stored('2026-08-05', ['2026-08-05T08:00:00', '2026-08-05T18:00:00'], [], {
              hoursBankMinutes: 60,
            }),
            stored('2026-08-06', ['2026-08-06T08:00:00', '2026-08-06T16:00:00'], [], {
              hoursBankMinutes: -60,
            }),
            stored('2026-08-07', []),
            stored('2026-08-08', [], ['day_off']),
            stored('2026-08-09', [], ['rest_day']),
          ],
          punches: [
            punch('2026-08-03T07:58:00'),
            punch('2026-08-03T12:01:00'),
            punch('2026-08-03T12:02:00', { disregarded: true, reason: 'Marcação em duplicidade' }),
            punch('2026-08-03T13:00:00', { source: 'I', reason: 'Esqueceu de registrar' }),
            punch('2026-08-03T17:03:00', { subsidiaryId: 's2' }),
            punch('2026-08-05T08:00:00'),
            punch('2026-08-05T18:00:00'),
            punch('2026-08-06T08:00:00'),
            punch('2026-08-06T16:00:00'),
          ],
        }),
      ]),
    );
    expect(file.lines[0]).toBe(
      `01|1|${CNPJ}|||Empresa Exemplo Ltda.|2026-08-03|2026-08-09|2026-09-01T08:00:00-0300|001`,
    );
    // The default REP-P and the workplace's own, in number order.
    expect(file.of('02')).toEqual(['02|1|3|00000512022123456', '02|2|3|99999999999999999']);
    expect(file.of('03')).toEqual([`03|1|${CPF_A}|João da Silva`]);
    // Weekdays and Saturday are two shapes of one schedule: numbered by first day.
    expect(file.of('04')).toEqual(['04|ADM-1|480|0800|1200|1300|1700', '04|ADM-2|240|0800|1200||']);
    expect(file.of('05').slice(0, 5)).toEqual([
      '05|1|2026-08-03T07:58:00-0300|2|E|001|O|ADM-1|',
      '05|1|2026-08-03T12:01:00-0300|2|S|001|O||',
      '05|1|2026-08-03T12:02:00-0300|2|D|002|O||Marcação em duplicidade',
      '05|1|2026-08-03T13:00:00-0300||E|002|I||Esqueceu de registrar',
      '05|1|2026-08-03T17:03:00-0300|1|S|002|O||',
    ]);
    expect(file.marks).toBe(9);
    expect(file.of('07')).toEqual([
      '07|1|2|2026-08-04||',
      '07|1|3|2026-08-05|60|1',
      '07|1|3|2026-08-06|60|2',
      '07|1|1|2026-08-09||',
    ]);
    expect(file.of('08')).toEqual([
      '08|Ponteiro|0.1.0|1|12345678000195|Ponteiro|suporte@ponteiro.local',
    ]);
    expect(file.of('99')).toEqual(['99|1|2|1|2|9|0|4|1']);
  });

  it('puts a night shift’s morning punch in the workday it started', () => {
    const file = written(
      sourceOf([
        employee({
          assignments: [{ scheduleId: 'night', effectiveFrom: '2020-01-01' }],
          days: [
            stored('2026-08-03', ['2026-08-03T22:00:00', '2026-08-04T05:00:00'], [], {
              scheduleId: 'night',
            }),
            stored('2026-08-04', ['2026-08-04T22:00:00', '2026-08-05T05:02:00'], [], {
              scheduleId: 'night',
            }),
          ],
          punches: [
            punch('2026-08-03T22:00:00'),
            punch('2026-08-04T05:00:00'),
            punch('2026-08-04T22:00:00'),
            punch('2026-08-05T05:02:00'),
          ],
        }),
      ]),
    );
    expect(file.of('04')).toEqual(['04|NOITE|480|2200|0500||']);
    expect(file.of('05').map((l) => l.split('|').slice(2, 8).join('|'))).toEqual([
      '2026-08-03T22:00:00-0300|1|E|001|O|NOITE',
      '2026-08-04T05:00:00-0300|1|S|001|O|',
      '2026-08-04T22:00:00-0300|1|E|001|O|NOITE',
      '2026-08-05T05:02:00-0300|1|S|001|O|',
    ]);
  });

  it('writes the pre-assigned break (P) where the schedule puts it when the punches span it', () => {
    const file = written(
      sourceOf([
        employee({
          assignments: [{ scheduleId: 'pre', effectiveFrom: '2020-01-01' }],
          days: [
            stored(
              '2026-08-03',
              ['2026-08-03T08:00:00', '2026-08-03T17:00:00'],
              ['pre_assigned_break'],
              {
                scheduleId: 'pre',
              },
            ),
            // Punched the break: nothing is added.
            stored(
              '2026-08-04',
              [
                '2026-08-04T08:00:00',
                '2026-08-04T12:00:00',
                '2026-08-04T13:00:00',
                '2026-08-04T17:00:00',
              ],
              [],
              { scheduleId: 'pre' },
            ),
          ],
          punches: [
            punch('2026-08-03T08:00:00'),
            punch('2026-08-03T17:00:00'),
            punch('2026-08-04T08:00:00'),
            punch('2026-08-04T12:00:00'),
            punch('2026-08-04T13:00:00'),
            punch('2026-08-04T17:00:00'),
          ],
        }),
      ]),
    );
    // With the pre-assigned break the schedule owes 480 (the break is in its pairs already).
    expect(file.of('04')).toEqual(['04|PRE|480|0800|1200|1300|1700']);
    expect(file.of('05').map((l) => l.split('|').slice(2, 8).join('|'))).toEqual([
      '2026-08-03T08:00:00-0300|1|E|001|O|PRE',
      '2026-08-03T12:00:00-0300||S|001|P|',
      '2026-08-03T13:00:00-0300||E|002|P|',
      '2026-08-03T17:00:00-0300|1|S|002|O|',
      '2026-08-04T08:00:00-0300|1|E|001|O|PRE',
      '2026-08-04T12:00:00-0300|1|S|001|O|',
      '2026-08-04T13:00:00-0300|1|E|002|O|',
      '2026-08-04T17:00:00-0300|1|S|002|O|',
    ]);
  });

  it('names the horário of a rest day worked after the schedule’s first day', () => {
    const file = written(
      sourceOf([
        employee({
          days: [
            stored('2026-08-09', ['2026-08-09T09:00:00', '2026-08-09T11:00:00'], ['rest_day']),
          ],
          punches: [punch('2026-08-09T09:00:00'), punch('2026-08-09T11:00:00')],
        }),
      ]),
    );
    // Worked: no DSR record.
    expect(file.of('07')).toEqual([]);
    expect(file.of('04')).toEqual(['04|ADM|480|0800|1200|1300|1700']);
    expect(file.of('05')[0]).toBe('05|1|2026-08-09T09:00:00-0300|1|E|001|O|ADM|');
  });

  it('places punches without a computed day on their date, and disregarded ones always', () => {
    const file = written(
      sourceOf(
        [
          employee({
            days: [],
            punches: [
              punch('2026-08-02T23:59:00'),
              punch('2026-08-03T08:00:00'),
              punch('2026-08-03T12:00:00', { disregarded: true, reason: 'Teste' }),
              punch('2026-08-10T00:00:00'),
            ],
          }),
        ],
        { generatedAt: new Date('2026-08-05T12:00:00Z') },
      ),
    );
    expect(file.of('05').map((l) => l.split('|').slice(2, 5).join('|'))).toEqual([
      '2026-08-03T08:00:00-0300|1|E',
      '2026-08-03T12:00:00-0300|1|D',
    ]);
  });

  it('writes no 07 record for the generation day and after', () => {
    const file = written(
      sourceOf(
        [
          employee({
            days: [
              stored('2026-08-03', [], ['absent']),
              stored('2026-08-04', [], ['absent']),
              stored('2026-08-05', [], ['absent']),
            ],
          }),
        ],
        { generatedAt: new Date('2026-08-04T15:00:00Z') },
      ),
    );
    expect(file.of('07')).toEqual(['07|1|2|2026-08-03||']);
    expect(file.of('03')).toHaveLength(1);
    expect(file.of('05')).toEqual([]);
  });

  it('leaves out employees with nothing in the period and numbers the others in order', () => {
    const file = written(
      sourceOf([
        employee({ id: 'e0', name: 'Ana', cpf: CPF_B, days: [], punches: [] }),
        employee({ days: [stored('2026-08-03', [], ['absent'])] }),
        employee({
          id: 'e2',
          name: 'Zé',
          cpf: CPF_B,
          days: [{ day: '2026-08-03', result: null, scheduleId: null }],
          punches: [punch('2026-08-03T08:00:00', { employeeId: 'e2' })],
        }),
      ]),
    );
    expect(file.of('03')).toEqual([`03|1|${CPF_A}|João da Silva`, `03|2|${CPF_B}|Zé`]);
    expect(file.of('05')[0]).toMatch(/^05\|2\|/);
  });

  it('uses the employee’s nearest schedule on a day before it started', () => {
    const file = written(
      sourceOf([
        employee({
          assignments: [{ scheduleId: 'office', effectiveFrom: '2026-08-05' }],
          days: [{ day: '2026-08-03', result: null, scheduleId: null }],
          punches: [punch('2026-08-03T08:00:00')],
        }),
      ]),
    );
    expect(file.of('05')[0]).toBe('05|1|2026-08-03T08:00:00-0300|1|E|001|O|ADM|');
  });

  it('refuses marks of an employee with no schedule at all', () => {
    expect(() =>
      buildAej(sourceOf([employee({ assignments: [], punches: [punch('2026-08-03T08:00:00')] })])),
    ).toThrow(AejNoScheduleError);
  });

  it('writes layout 002 for an alphanumeric CNPJ, CPF employers and a workplace’s CNO', () => {
    const alpha = buildAej(
      sourceOf([], {
        employer: {
          employerType: 'cnpj',
          employerId: '12.abc.345/01de-35',
          legalName: 'Alfa',
          timeZone: SP,
        },
      }),
    ).input;
    expect(alpha.version).toBe('002');
    expect(alpha.header.idtEmpregador).toBe('12ABC34501DE35');
    const person = buildAej(
      sourceOf([], {
        employer: {
          employerType: 'cpf',
          employerId: CPF_B,
          legalName: 'Maria Produtora',
          cno: '123456789012',
          timeZone: 'America/Manaus',
        },
      }),
    ).input;
    expect(person).toMatchObject({
      version: '001',
      header: {
        tpIdtEmpregador: 2,
        cno: '123456789012',
        dataHoraGerAej: '2026-09-01T07:00:00-0400',
      },
    });
    expect(validateAej(writeAej(person)).errors).toEqual([]);
  });

  it('keeps codes unique within 30 characters', () => {
    const long = 'X'.repeat(30);
    const codes = new Map(schedules);
    codes.set('office', { ...schedules.get('office')!, code: long });
    codes.set('night', { ...schedules.get('night')!, code: `${long.slice(0, 28)}-1` });
    const file = written(
      sourceOf(
        [
          employee({
            days: [stored('2026-08-03', []), stored('2026-08-08', [])],
          }),
          employee({
            id: 'e2',
            cpf: CPF_B,
            assignments: [{ scheduleId: 'night', effectiveFrom: '2020-01-01' }],
            days: [stored('2026-08-03', [], [], { scheduleId: 'night' })],
          }),
        ],
        { schedules: codes },
      ),
    );
    expect(file.of('04').map((l) => l.split('|')[1])).toEqual([
      `${long.slice(0, 28)}-1`,
      `${long.slice(0, 28)}-2`,
      `${long.slice(0, 28)}-3`,
    ]);
  });
});
