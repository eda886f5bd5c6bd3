// The demo company's schedules and holidays (demo-time-policy.ts writes them).

const pairs = (...times: [string, string][]) => times;
const weekdays = (day: [string, string][], ...names: string[]) =>
  Object.fromEntries(names.map((n) => [n, day]));

export const DEMO_SCHEDULES = [
  {
    key: 'comercial',
    name: 'Comercial 44 h',
    code: 'COM44',
    // Monday to Friday 8 h, Saturday morning: 44 h (CF art. 7º XIII).
    schedule: {
      kind: 'weekly',
      days: {
        ...weekdays(
          pairs(['08:00', '12:00'], ['13:00', '17:00']),
          'mon',
          'tue',
          'wed',
          'thu',
          'fri',
        ),
        sat: pairs(['08:00', '12:00']),
      },
    },
    rules: {},
    preAssignedBreak: false,
    departments: ['adm', 'rh', 'fin', 'ops', 'caixa'],
  },
  {
    key: 'noturno',
    name: 'Noturno 22 h–6 h',
    code: 'NOT22',
    // Seven night hours with a one-hour break: the reduced night hour makes them eight.
    schedule: {
      kind: 'weekly',
      days: weekdays(
        pairs(['22:00', '02:00'], ['03:00', '06:00']),
        'mon',
        'tue',
        'wed',
        'thu',
        'fri',
      ),
    },
    rules: { restDays: ['sat', 'sun'] },
    preAssignedBreak: false,
    departments: ['pad'],
  },
  {
    key: 'dia12x36',
    name: 'Escala 12x36 diurna',
    code: '12X36D',
    schedule: { kind: 'cycle', anchor: '2026-01-01', pattern: [pairs(['07:00', '19:00']), []] },
    // 12x36: no fixed weekly rest day (the 36 h are the rest); the break is pre-assigned.
    rules: { restDays: [] },
    preAssignedBreak: true,
    departments: ['acg', 'log'],
  },
  {
    // The demo employee's: the 44 h week whose overtime and shortfalls go to the hours bank, so
    // her statement (/ta-events/hours-bank-balance) moves with her punches and requests.
    key: 'comercialBanco',
    name: 'Comercial 44 h com banco de horas',
    code: 'COM44BH',
    schedule: {
      kind: 'weekly',
      days: {
        ...weekdays(
          pairs(['08:00', '12:00'], ['13:00', '17:00']),
          'mon',
          'tue',
          'wed',
          'thu',
          'fri',
        ),
        sat: pairs(['08:00', '12:00']),
      },
    },
    rules: { hoursBank: true },
    preAssignedBreak: false,
    departments: [],
  },
  {
    key: 'noite12x36',
    name: 'Escala 12x36 noturna',
    code: '12X36N',
    schedule: { kind: 'cycle', anchor: '2026-01-02', pattern: [pairs(['19:00', '07:00']), []] },
    rules: { restDays: [] },
    preAssignedBreak: true,
    departments: [],
  },
] as const;

/** State and municipal holidays of the demo workplaces' cities (every year). */
export const DEMO_HOLIDAYS = [
  {
    date: '2019-01-25',
    name: 'Aniversário de São Paulo',
    scope: 'municipal',
    state: 'SP',
    city: 'São Paulo',
  },
  { date: '2019-07-09', name: 'Revolução Constitucionalista', scope: 'state', state: 'SP' },
  {
    date: '2019-12-08',
    name: 'Nossa Senhora da Conceição',
    scope: 'municipal',
    state: 'SP',
    city: 'Campinas',
  },
  { date: '2019-03-06', name: 'Data Magna de Pernambuco', scope: 'state', state: 'PE' },
  {
    date: '2019-07-16',
    name: 'Nossa Senhora do Carmo',
    scope: 'municipal',
    state: 'PE',
    city: 'Recife',
  },
  {
    date: '2019-12-08',
    name: 'Nossa Senhora da Conceição',
    scope: 'municipal',
    state: 'PE',
    city: 'Recife',
  },
  {
    date: '2019-09-05',
    name: 'Elevação do Amazonas à categoria de província',
    scope: 'state',
    state: 'AM',
  },
  {
    date: '2019-10-24',
    name: 'Aniversário de Manaus',
    scope: 'municipal',
    state: 'AM',
    city: 'Manaus',
  },
  {
    date: '2019-12-08',
    name: 'Nossa Senhora da Conceição',
    scope: 'municipal',
    state: 'AM',
    city: 'Manaus',
  },
] as const;
