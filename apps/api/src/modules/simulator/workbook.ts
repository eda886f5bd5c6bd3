import {
  type Language,
  SIMULATION_SALARY_DIVISOR,
  type Simulation,
  type SimulationFigures,
} from '@ponteiro/shared';
import ExcelJS from 'exceljs';

// The comparison as a spreadsheet: one row per employee and a totals row, each figure as
// computed, as proposed and the difference, then the payroll formula the estimate used.

type Metric = {
  key: keyof Omit<SimulationFigures, 'overtime' | 'cost'> | 'cost';
  pt: string;
  en: string;
};

const METRICS: Metric[] = [
  { key: 'overtime_minutes', pt: 'Horas extras (min)', en: 'Overtime (min)' },
  { key: 'night_credited_minutes', pt: 'Adicional noturno (min)', en: 'Night credit (min)' },
  { key: 'deficit_minutes', pt: 'Horas a menos (min)', en: 'Hours short (min)' },
  { key: 'bank_minutes', pt: 'Banco de horas (min)', en: 'Hours bank (min)' },
  { key: 'rest_breach_days', pt: 'Descanso violado (dias)', en: 'Rest breaches (days)' },
  { key: 'rest_missing_minutes', pt: 'Descanso faltante (min)', en: 'Rest missing (min)' },
  { key: 'absence_minutes', pt: 'Faltas (min)', en: 'Absences (min)' },
  { key: 'cost', pt: 'Custo estimado (R$)', en: 'Estimated cost (R$)' },
];

const WORDS = {
  pt: {
    sheet: 'Simulação',
    title: 'Simulação de regras',
    name: 'Colaborador',
    registration: 'Matrícula',
    department: 'Departamento',
    computed: 'calculado',
    proposed: 'proposto',
    difference: 'diferença',
    totals: 'Total',
    formula: `Custo = Σ horas extras × valor-hora × (1 + adicional/100) + adicional noturno × valor-hora × 0,20 − (horas a menos + faltas) × valor-hora; valor-hora = salário mensal / ${SIMULATION_SALARY_DIVISOR}. Sem salário: só minutos.`,
  },
  en: {
    sheet: 'Simulation',
    title: 'Rules simulation',
    name: 'Employee',
    registration: 'Registration',
    department: 'Department',
    computed: 'computed',
    proposed: 'proposed',
    difference: 'difference',
    totals: 'Total',
    formula: `Cost = Σ overtime × hourly × (1 + rate/100) + night credit × hourly × 0.20 − (hours short + absences) × hourly; hourly = monthly salary / ${SIMULATION_SALARY_DIVISOR}. Without a salary: minutes only.`,
  },
} as const;

const cells = (f: {
  baseline: SimulationFigures;
  proposed: SimulationFigures;
  difference: SimulationFigures;
}) => METRICS.flatMap((m) => [f.baseline[m.key], f.proposed[m.key], f.difference[m.key]]);

export async function simulationWorkbook(s: Simulation, language: Language): Promise<Buffer> {
  const w = language === 'pt' ? WORDS.pt : WORDS.en;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Ponteiro';
  const sheet = workbook.addWorksheet(w.sheet, { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.addRow([
    `${w.title} ${s.selection.from} – ${s.selection.to}${s.name ? ` (${s.name})` : ''}`,
  ]).font = { bold: true };
  sheet.addRow([
    '',
    '',
    '',
    ...METRICS.flatMap((m) => [language === 'pt' ? m.pt : m.en, '', '']),
  ]).font = { bold: true };
  sheet.addRow([
    w.name,
    w.registration,
    w.department,
    ...METRICS.flatMap(() => [w.computed, w.proposed, w.difference]),
  ]).font = { bold: true };
  for (const e of s.result?.employees ?? []) {
    sheet.addRow([e.name, e.registration ?? '', e.department ?? '', ...cells(e)]);
  }
  if (s.result) sheet.addRow([w.totals, '', '', ...cells(s.result.totals)]).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow([w.formula]);
  sheet.getColumn(1).width = 32;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
