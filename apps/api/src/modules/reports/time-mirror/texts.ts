import type { Language } from '@ponteiro/shared';

// The time mirror's words in the file's language (the request's, kept on the job).

export const MIRROR_TEXT = {
  pt: {
    title: 'Espelho de Ponto',
    file: 'espelho-de-ponto',
    page: 'Página',
    issued: (when: string) => `Emitido em ${when} (Portaria MTP nº 671/2021, art. 84)`,
    period: (from: string, to: string) => `Período: ${from} a ${to}`,
    filters: {
      employee: 'Colaborador',
      department: 'Departamento',
      subsidiary: 'Filial',
      everyone: 'Todos os colaboradores',
    },
    employer: 'Empregador',
    employerName: 'Razão social',
    establishment: 'Estabelecimento',
    cnoCaepf: { cno: 'CNO', caepf: 'CAEPF' },
    employee: 'Colaborador',
    name: 'Nome',
    cpf: 'CPF',
    pis: 'PIS',
    registration: 'Matrícula',
    admission: 'Admissão',
    position: 'Cargo/função',
    department: 'Departamento',
    none: '—',
    schedule: 'Horário e jornada contratual',
    dayOff: 'folga',
    noSchedule: 'sem horário atribuído',
    weekdays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
    columns: {
      date: 'Data',
      schedule: 'Horário',
      recorded: 'Marcações registradas (NSR)',
      treated: 'Marcações tratadas',
      worked: 'Trab.',
      night: 'Not.',
      overtime: 'Extras',
      absence: 'Faltas/ atrasos',
      bank: 'Banco',
      notes: 'Ocorrências',
    },
    legend:
      'Legenda: (I) marcação incluída por tratamento; (D) marcação desconsiderada, mantida no registro; ' +
      '(P) intervalo pré-assinalado. Horas trabalhadas e noturnas com a hora noturna reduzida (52 min 30 s).',
    treatments: 'Tratamentos (inclusões e desconsiderações) e seus motivos',
    treatmentKinds: { include: 'Inclusão', disregard: 'Desconsideração', undo: 'Desfeito' },
    treatmentLine: (
      kind: string,
      day: string,
      time: string,
      reason: string,
      author: string,
      at: string,
    ) => `${day} ${time} — ${kind}: ${reason} (por ${author}, em ${at})`,
    undone: ' [desfeito]',
    unknownAuthor: 'autor desconhecido',
    noTreatments: 'Nenhum tratamento no período.',
    totals: 'Totais do período',
    totalLabels: {
      scheduled: 'Previstas',
      worked: 'Trabalhadas (com hora noturna reduzida)',
      night: 'Noturnas (reduzidas)',
      overtime: (rate: string) => `Extras ${rate}%`,
      authorized: 'Extras autorizadas',
      absence: 'Faltas injustificadas',
      justified: 'Ausências justificadas',
      late: 'Atrasos',
      early: 'Saídas antecipadas',
      bank: 'Banco de horas (movimento)',
    },
    flags: {
      odd_punches: 'marcações ímpares',
      absent: 'falta',
      justified_absence: 'ausência justificada',
      holiday: 'feriado',
      rest_day: 'DSR',
      day_off: 'folga',
      break_short: 'intervalo curto',
      rest_11h: 'interjornada < 11 h',
      night_extended: 'noturno prorrogado',
      holiday_hours: 'horas em feriado',
      pre_assigned_break: 'intervalo pré-assinalado (P)',
      no_schedule: 'sem horário',
    } as Record<string, string>,
    leave: (name: string) => `afastamento: ${name}`,
    acceptance: 'Ciência do colaborador',
    accepted: (at: string, ip: string) =>
      `Aceito pelo colaborador em ${at}${ip ? ` (IP ${ip})` : ''}.`,
    disagreed: (at: string, note: string) =>
      `Discordância registrada pelo colaborador em ${at}: ${note}`,
    notAnswered: 'Período ainda não respondido pelo colaborador no sistema.',
    openPeriod: 'Período não fechado: os valores podem mudar até o fechamento.',
    signatureText:
      'Declaro que as marcações e os totais acima correspondem à minha jornada no período.',
    signEmployee: 'Assinatura do colaborador',
    signEmployer: 'Assinatura do empregador',
    sheet: 'Espelho de ponto',
    xlsxHeader: [
      'Matrícula',
      'Colaborador',
      'CPF',
      'Departamento',
      'Data',
      'Dia',
      'Horário',
      'Marcações registradas',
      'Marcações tratadas',
      'Previstas (min)',
      'Trabalhadas (min)',
      'Noturnas reduzidas (min)',
      'Extras (min)',
      'Extras por faixa',
      'Extras autorizadas (min)',
      'Faltas (min)',
      'Justificadas (min)',
      'Atrasos (min)',
      'Saídas antecipadas (min)',
      'Banco de horas (min)',
      'Ocorrências',
      'Tratamentos',
    ],
  },
  'en-US': {
    title: 'Time mirror',
    file: 'time-mirror',
    page: 'Page',
    issued: (when: string) => `Issued on ${when} (Portaria MTP 671/2021, art. 84)`,
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    filters: {
      employee: 'Employee',
      department: 'Department',
      subsidiary: 'Subsidiary',
      everyone: 'All employees',
    },
    employer: 'Employer',
    employerName: 'Legal name',
    establishment: 'Establishment',
    cnoCaepf: { cno: 'CNO', caepf: 'CAEPF' },
    employee: 'Employee',
    name: 'Name',
    cpf: 'CPF',
    pis: 'PIS',
    registration: 'Registration',
    admission: 'Admission',
    position: 'Position',
    department: 'Department',
    none: '—',
    schedule: 'Contractual schedule and working hours',
    dayOff: 'day off',
    noSchedule: 'no schedule assigned',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    columns: {
      date: 'Date',
      schedule: 'Schedule',
      recorded: 'Recorded punches (NSR)',
      treated: 'Treated punches',
      worked: 'Worked',
      night: 'Night',
      overtime: 'Overtime',
      absence: 'Absent/ late',
      bank: 'Bank',
      notes: 'Notes',
    },
    legend:
      'Legend: (I) punch included by a treatment; (D) punch disregarded, kept in the register; ' +
      '(P) pre-assigned break. Worked and night hours with the reduced night hour (52 min 30 s).',
    treatments: 'Treatments (inclusions and disregards) and their reasons',
    treatmentKinds: { include: 'Inclusion', disregard: 'Disregard', undo: 'Undone' },
    treatmentLine: (
      kind: string,
      day: string,
      time: string,
      reason: string,
      author: string,
      at: string,
    ) => `${day} ${time} — ${kind}: ${reason} (by ${author}, on ${at})`,
    undone: ' [undone]',
    unknownAuthor: 'unknown author',
    noTreatments: 'No treatments in the period.',
    totals: 'Period totals',
    totalLabels: {
      scheduled: 'Scheduled',
      worked: 'Worked (with the reduced night hour)',
      night: 'Night (reduced)',
      overtime: (rate: string) => `Overtime ${rate}%`,
      authorized: 'Authorized overtime',
      absence: 'Unjustified absence',
      justified: 'Justified absence',
      late: 'Late arrival',
      early: 'Early leave',
      bank: 'Hours bank (movement)',
    },
    flags: {
      odd_punches: 'odd punches',
      absent: 'absent',
      justified_absence: 'justified absence',
      holiday: 'holiday',
      rest_day: 'weekly rest',
      day_off: 'day off',
      break_short: 'short break',
      rest_11h: 'rest < 11 h',
      night_extended: 'night extended',
      holiday_hours: 'holiday hours',
      pre_assigned_break: 'pre-assigned break (P)',
      no_schedule: 'no schedule',
    } as Record<string, string>,
    leave: (name: string) => `leave: ${name}`,
    acceptance: "Employee's acknowledgement",
    accepted: (at: string, ip: string) =>
      `Accepted by the employee on ${at}${ip ? ` (IP ${ip})` : ''}.`,
    disagreed: (at: string, note: string) =>
      `Disagreement recorded by the employee on ${at}: ${note}`,
    notAnswered: 'The employee has not yet answered this period in the system.',
    openPeriod: 'Period not closed: figures may change until it is closed.',
    signatureText:
      'I declare that the punches and totals above match my working hours in the period.',
    signEmployee: "Employee's signature",
    signEmployer: "Employer's signature",
    sheet: 'Time mirror',
    xlsxHeader: [
      'Registration',
      'Employee',
      'CPF',
      'Department',
      'Date',
      'Day',
      'Schedule',
      'Recorded punches',
      'Treated punches',
      'Scheduled (min)',
      'Worked (min)',
      'Night reduced (min)',
      'Overtime (min)',
      'Overtime by rate',
      'Authorized overtime (min)',
      'Absence (min)',
      'Justified (min)',
      'Late (min)',
      'Early leave (min)',
      'Hours bank (min)',
      'Notes',
      'Treatments',
    ],
  },
} satisfies Record<Language, unknown>;

export type MirrorText = (typeof MIRROR_TEXT)[Language];

/** "-1:05": minutes as signed hours and minutes. */
export function hhmm(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/** 2026-11-03 → 03/11/2026 (pt) or 11/03/2026 (en-US). */
export function displayDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-');
  return language === 'pt' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone (and language),
// kept for the process (a company has a handful of zones).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** An instant as the local date and time of the workplace. */
export function displayInstant(iso: string, timeZone: string, language: Language): string {
  return formatter(
    `instant ${timeZone} ${language}`,
    () =>
      new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(iso));
}

/** An instant's local time, HH:MM. */
export function localTime(iso: string, timeZone: string): string {
  return formatter(
    `time ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(new Date(iso));
}
