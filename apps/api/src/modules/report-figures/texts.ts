import type { Language } from '@ponteiro/shared';

// The figures reports' files in the run's language (the request's, kept on the job).

export const FIGURES_TEXT = {
  pt: {
    page: 'Página',
    issued: (when: string) => `Emitido em ${when}`,
    period: (from: string, to: string) => `Período: ${from} a ${to}`,
    filters: {
      employee: 'Colaborador',
      department: 'Departamento (e os abaixo dele)',
      subsidiary: 'Filial',
      everyone: 'Todos os colaboradores',
    },
    none: '—',
    noDepartment: 'Sem departamento',
    total: 'Total',
    source:
      'Valores lidos dos espelhos de ponto gravados (dias calculados até hoje); o relatório não recalcula regras.',
    hoursBank: {
      title: 'Relatório de Banco de Horas',
      file: 'banco-de-horas',
      sheet: 'Banco de horas',
      rules: (period: string, expiry: string, atExpiry: string, ref: string) =>
        `Regras: ${period} · ${expiry} · ${atExpiry} · ${ref}`,
      periods: { monthly: 'compensação mensal', semiannual: 'semestral', annual: 'anual' },
      expiryAtPeriodEnd: 'créditos vencem no fim do período',
      expiryMonths: (n: number) => `créditos vencem em ${n} ${n === 1 ? 'mês' : 'meses'}`,
      atExpiry: { pay: 'no vencimento, pagos como hora extra', forfeit: 'no vencimento, perdidos' },
      leftOut: (n: number) =>
        n === 0
          ? ''
          : `${n} ${n === 1 ? 'colaborador da seleção não está' : 'colaboradores da seleção não estão'} em horário com banco de horas no período (fora do relatório).`,
      nobody: 'Nenhum colaborador da seleção está em horário com banco de horas no período.',
      formula:
        'Saldo final = saldo anterior + créditos + débitos + ajustes + pagos + perdidos (débitos, pagos e perdidos são negativos).',
      columns: {
        registration: 'Matrícula',
        employee: 'Colaborador',
        department: 'Departamento',
        balance_before: 'Saldo anterior',
        credits: 'Créditos',
        debits: 'Débitos',
        adjustments: 'Ajustes',
        paid: 'Pagos',
        forfeited: 'Perdidos',
        balance: 'Saldo final',
        expired: 'Vencidos no período',
        nextExpiry: 'Próximo vencimento',
        nextExpiryDate: 'Próximo vencimento (data)',
        nextExpiryMinutes: 'Próximo vencimento (min)',
      },
      expiry: (minutes: string, date: string) => `${minutes} em ${date}`,
      expiredKinds: { paid: 'pago', forfeited: 'perdido' },
    },
    overtime: {
      title: 'Relatório de Horas Extras',
      file: 'horas-extras',
      sheets: { employees: 'Por colaborador', departments: 'Por departamento', months: 'Por mês' },
      byEmployee: 'Por colaborador',
      byDepartment: 'Por departamento',
      byMonth: 'Tendência por mês',
      nobody: 'Nenhuma hora extra no período.',
      note: 'Por tipo de dia: feriado, DSR (descanso semanal) ou dia útil, como o espelho marcou o dia. Autorizadas: as solicitações de hora extra aprovadas do dia, até as extras do dia.',
      rate: (rate: string) => `${rate}%`,
      columns: {
        registration: 'Matrícula',
        employee: 'Colaborador',
        department: 'Departamento',
        employees: 'Colaboradores',
        month: 'Mês',
        workday: 'Dia útil',
        rest_day: 'DSR',
        holiday: 'Feriado',
        total: 'Total',
        authorized: 'Autorizadas',
        unauthorized: 'Não autorizadas',
      },
    },
    summary: {
      title: 'Resumo do Período',
      file: 'resumo',
      sheets: { departments: 'Por departamento', subsidiaries: 'Por filial' },
      byDepartment: 'Por departamento',
      bySubsidiary: 'Por filial',
      formula:
        'Absenteísmo = faltas injustificadas ÷ horas previstas × 100; com justificadas = (faltas injustificadas + ausências justificadas) ÷ horas previstas × 100; taxa de horas extras = horas extras ÷ horas previstas × 100.',
      columns: {
        department: 'Departamento',
        subsidiary: 'Filial',
        headcount: 'Colaboradores',
        scheduled: 'Previstas',
        worked: 'Trabalhadas',
        overtime: 'Extras',
        night: 'Noturnas',
        absence: 'Faltas',
        justified: 'Justificadas',
        late: 'Atrasos',
        absenteeism_rate: 'Absent. %',
        absenteeism_with_justified_rate: 'Absent. c/ justif. %',
        overtime_rate: 'Extras %',
      },
    },
    minutesSuffix: ' (min)',
  },
  'en-US': {
    page: 'Page',
    issued: (when: string) => `Issued on ${when}`,
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    filters: {
      employee: 'Employee',
      department: 'Department (and those below it)',
      subsidiary: 'Subsidiary',
      everyone: 'All employees',
    },
    none: '—',
    noDepartment: 'No department',
    total: 'Total',
    source:
      'Figures read from the stored timesheets (days computed up to today); the report does not apply the rules again.',
    hoursBank: {
      title: 'Hours Bank Report',
      file: 'hours-bank',
      sheet: 'Hours bank',
      rules: (period: string, expiry: string, atExpiry: string, ref: string) =>
        `Rules: ${period} · ${expiry} · ${atExpiry} · ${ref}`,
      periods: {
        monthly: 'monthly compensation',
        semiannual: 'semiannual',
        annual: 'annual',
      },
      expiryAtPeriodEnd: 'credits expire at the period end',
      expiryMonths: (n: number) => `credits expire after ${n} ${n === 1 ? 'month' : 'months'}`,
      atExpiry: { pay: 'at expiry, paid as overtime', forfeit: 'at expiry, forfeited' },
      leftOut: (n: number) =>
        n === 0
          ? ''
          : `${n} ${n === 1 ? 'employee of the selection is' : 'employees of the selection are'} not on an hours-bank schedule in the period (left out).`,
      nobody: 'Nobody in the selection is on an hours-bank schedule in the period.',
      formula:
        'Final balance = previous balance + credits + debits + adjustments + paid + forfeited (debits, paid and forfeited are negative).',
      columns: {
        registration: 'Registration',
        employee: 'Employee',
        department: 'Department',
        balance_before: 'Previous balance',
        credits: 'Credits',
        debits: 'Debits',
        adjustments: 'Adjustments',
        paid: 'Paid',
        forfeited: 'Forfeited',
        balance: 'Final balance',
        expired: 'Expired in the period',
        nextExpiry: 'Next expiry',
        nextExpiryDate: 'Next expiry (date)',
        nextExpiryMinutes: 'Next expiry (min)',
      },
      expiry: (minutes: string, date: string) => `${minutes} on ${date}`,
      expiredKinds: { paid: 'paid', forfeited: 'forfeited' },
    },
    overtime: {
      title: 'Overtime Report',
      file: 'overtime',
      sheets: { employees: 'By employee', departments: 'By department', months: 'By month' },
      byEmployee: 'By employee',
      byDepartment: 'By department',
      byMonth: 'Trend by month',
      nobody: 'No overtime in the period.',
      note: "By day type: holiday, weekly rest (DSR) or workday, as the timesheet marked the day. Authorized: the day's approved overtime requests, up to the day's overtime.",
      rate: (rate: string) => `${rate}%`,
      columns: {
        registration: 'Registration',
        employee: 'Employee',
        department: 'Department',
        employees: 'Employees',
        month: 'Month',
        workday: 'Workday',
        rest_day: 'Rest day',
        holiday: 'Holiday',
        total: 'Total',
        authorized: 'Authorized',
        unauthorized: 'Unauthorized',
      },
    },
    summary: {
      title: 'Period Summary',
      file: 'summary',
      sheets: { departments: 'By department', subsidiaries: 'By subsidiary' },
      byDepartment: 'By department',
      bySubsidiary: 'By subsidiary',
      formula:
        'Absenteeism = unjustified absence ÷ scheduled hours × 100; with justified = (unjustified absence + justified absence) ÷ scheduled hours × 100; overtime rate = overtime ÷ scheduled hours × 100.',
      columns: {
        department: 'Department',
        subsidiary: 'Subsidiary',
        headcount: 'Employees',
        scheduled: 'Scheduled',
        worked: 'Worked',
        overtime: 'Overtime',
        night: 'Night',
        absence: 'Absence',
        justified: 'Justified',
        late: 'Late',
        absenteeism_rate: 'Absent. %',
        absenteeism_with_justified_rate: 'Absent. w/ just. %',
        overtime_rate: 'Overtime %',
      },
    },
    minutesSuffix: ' (min)',
  },
} satisfies Record<Language, unknown>;

export type FiguresText = (typeof FIGURES_TEXT)[Language];

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

/** 2026-11 → 11/2026 (reads the same in both languages). */
export function displayMonth(month: string): string {
  const [y, m] = month.split('-');
  return `${m}/${y}`;
}

/** 12.5 → "12,50" (pt) or "12.50" (en-US); null → "—". */
export function displayPercent(value: number | null, language: Language): string {
  if (value === null) return '—';
  const text = value.toFixed(2);
  return language === 'pt' ? text.replace('.', ',') : text;
}

/** The run's instant as the issue date and time (Brasília: a job has no caller's zone). */
export function displayIssued(now: Date, language: Language, timeZone = 'America/Sao_Paulo') {
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}
