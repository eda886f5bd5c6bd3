import type {
  DayFiguresData,
  TimesheetData,
  TimesheetDay,
  TimesheetPeriod,
  TimesheetPunch,
} from '@ponteiro/shared';

// Timesheets as the API answers them, for the screens' tests (grid, timesheet page, mirror).

export const ANA = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Ana Lima',
  cpf: '12345678909',
};
export const MANAGER = { id: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f', name: 'Carla Gestora' };
export const ZONE = 'America/Sao_Paulo';
const COMMERCIAL = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  code: 'COM',
  name: 'Comercial',
  pairs: [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ] as [string, string][],
};

export function figures(overrides: Partial<DayFiguresData> = {}): DayFiguresData {
  return {
    scheduledMinutes: 480,
    workedClockMinutes: 0,
    workedMinutes: 0,
    nightMinutes: 0,
    nightCreditedMinutes: 0,
    overtime: { '50': 0, '100': 0 },
    deficitMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absenceMinutes: 0,
    justifiedMinutes: 0,
    hoursBankMinutes: 0,
    breakSuppressedMinutes: 0,
    interjornadaMissingMinutes: 0,
    ...overrides,
  };
}

export function punch(overrides: Partial<TimesheetPunch> & { punched_at: string }): TimesheetPunch {
  return {
    id: crypto.randomUUID(),
    kind: 'recorded',
    nsr: 41,
    status: 'valid',
    counted: true,
    treatments: [],
    ...overrides,
  };
}

export function day(date: string, overrides: Partial<TimesheetDay> = {}): TimesheetDay {
  return {
    ...figures(),
    date,
    flags: [],
    explain: [],
    punches: [],
    treatments: [],
    schedule: COMMERCIAL,
    leave: null,
    authorized_overtime_minutes: 0,
    closed: false,
    pending: false,
    ...overrides,
  };
}

const INCLUDED_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
export const DISREGARDED_ID = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';
const DISREGARD_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

/** Monday: on time within the tolerance; a duplicate disregarded and a forgotten one included. */
export const MONDAY = day('2026-08-03', {
  ...figures({ workedClockMinutes: 476, workedMinutes: 476 }),
  flags: ['tolerance'],
  explain: [
    { field: 'scheduledMinutes', minutes: 480, rule: 'schedule', ref: 'CLT art. 58' },
    {
      field: 'workedClockMinutes',
      minutes: 476,
      rule: 'punches',
      ref: 'Portaria MTP 671/2021 art. 74',
    },
    { field: 'workedMinutes', minutes: 476, rule: 'punches', ref: 'Portaria MTP 671/2021 art. 74' },
    { field: 'tolerance', minutes: 4, rule: 'tolerance', ref: 'CLT art. 58 §1; TST Súmula 366' },
  ],
  punches: [
    punch({ punched_at: '2026-08-03T08:04:00-03:00', nsr: 41 }),
    punch({
      id: DISREGARDED_ID,
      punched_at: '2026-08-03T08:05:00-03:00',
      nsr: 42,
      status: 'disregarded',
      counted: false,
      treatments: [
        {
          id: DISREGARD_ID,
          kind: 'disregard',
          reason: 'Marcação em duplicidade',
          author: MANAGER,
          created_at: '2026-08-04T13:00:00Z',
          undone: false,
        },
      ],
    }),
    punch({ punched_at: '2026-08-03T12:00:00-03:00', nsr: 43 }),
    punch({
      id: INCLUDED_ID,
      kind: 'included',
      nsr: null,
      punched_at: '2026-08-03T13:00:00-03:00',
      treatments: [
        {
          id: INCLUDED_ID,
          kind: 'include',
          reason: 'Esqueceu de marcar a volta do almoço',
          author: MANAGER,
          created_at: '2026-08-04T12:00:00Z',
          undone: false,
        },
      ],
    }),
    punch({ punched_at: '2026-08-03T17:00:00-03:00', nsr: 44 }),
  ],
});

/** Tuesday: 30 min of overtime and an explanation rule the screen does not know. */
export const TUESDAY = day('2026-08-04', {
  ...figures({ workedClockMinutes: 510, workedMinutes: 510, overtime: { '50': 30, '100': 0 } }),
  explain: [
    { field: 'overtime.50', minutes: 30, rule: 'overtime', ref: 'CLT art. 59 §1; CF art. 7º XVI' },
    { field: 'workedMinutes', minutes: 10, rule: 'brand_new_rule', ref: 'Lei 1/2030' },
  ],
  punches: [
    punch({ punched_at: '2026-08-04T08:00:00-03:00', nsr: 45 }),
    punch({ punched_at: '2026-08-04T17:30:00-03:00', nsr: 46 }),
  ],
});

/** Wednesday: absent, in a closed period. */
export const WEDNESDAY = day('2026-08-05', {
  ...figures({ absenceMinutes: 480, hoursBankMinutes: -90 }),
  flags: ['absent'],
  explain: [
    {
      field: 'absenceMinutes',
      minutes: 480,
      rule: 'unjustified_absence',
      ref: 'Lei 605/1949 art. 6',
    },
  ],
  closed: true,
});

/** Thursday: a justified leave with its document, being recomputed. */
export const THURSDAY = day('2026-08-06', {
  ...figures({ justifiedMinutes: 480 }),
  flags: ['justified_absence'],
  pending: true,
  leave: {
    id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
    employee_id: ANA.id,
    leave_type: {
      id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      name: 'Atestado médico',
      code: 'ATM',
      justified: true,
      requires_document: true,
    },
    from: '2026-08-06',
    to: '2026-08-06',
    minutes: null,
    reason: 'Consulta',
    document: {
      name: 'atestado.pdf',
      type: 'application/pdf',
      size: 1234,
      url: 'https://files.example/atestado.pdf?sig=1',
    },
    author: MANAGER,
    created_at: '2026-08-06T12:00:00Z',
  },
});

export const CLOSED_PERIOD: TimesheetPeriod = {
  id: 'ad0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a',
  employee_id: ANA.id,
  from: '2026-08-05',
  to: '2026-08-05',
  closed_at: '2026-08-10T12:00:00Z',
  closed_by: MANAGER,
  acceptance: null,
};

export function timesheetOf(overrides: Partial<TimesheetData> = {}): TimesheetData {
  const days = overrides.days ?? [MONDAY, TUESDAY, WEDNESDAY, THURSDAY];
  return {
    employee: {
      ...ANA,
      registration: 'M-001',
      subsidiary: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Matriz' },
      department: null,
      time_zone: ZONE,
    },
    from: '2026-08-03',
    to: '2026-08-06',
    days,
    totals: figures({
      scheduledMinutes: 1920,
      workedClockMinutes: 986,
      workedMinutes: 986,
      overtime: { '50': 30, '100': 0 },
      absenceMinutes: 480,
      justifiedMinutes: 480,
      hoursBankMinutes: -90,
    }),
    periods: [CLOSED_PERIOD],
    can_treat: true,
    ...overrides,
  };
}
