import { payrollLayoutBodySchema } from '@ponteiro/shared';
import type { Database } from '../client.js';
import { payrollEventCodes, payrollLayouts } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';

// The demo company's payroll export: a code for each event, as a payroll system would number
// them, and two saved layouts (a fixed-width text in ISO-8859-1 and a CSV), so /reports/payroll
// exports something on the first visit.

const CODES: [event: string, code: string, description: string][] = [
  ['overtime_50', '150', 'Horas extras 50%'],
  ['overtime_100', '151', 'Horas extras 100%'],
  ['hours_bank_payout', '152', 'Banco de horas pago'],
  ['night_additional', '160', 'Adicional noturno'],
  ['dsr_loss', '410', 'DSR perdido'],
  ['absence_unjustified', '420', 'Faltas injustificadas (horas)'],
  ['absence_unjustified_days', '421', 'Faltas injustificadas (dias)'],
  ['lateness', '430', 'Atrasos'],
  ['early_leave', '431', 'Saídas antecipadas'],
];

const LAYOUTS = [
  {
    name: 'Folha — texto de largura fixa',
    format: 'fixed',
    encoding: 'latin1',
    hours_format: 'decimal',
    columns: [
      { field: 'constant', width: 2, value: '01' },
      { field: 'competence', width: 6, date_format: 'mmyyyy' },
      { field: 'registration', width: 10, align: 'right', pad: 'zero' },
      { field: 'event_code', width: 4, align: 'right', pad: 'zero' },
      { field: 'quantity', width: 8, align: 'right', pad: 'zero' },
      { field: 'name', width: 40 },
    ],
  },
  {
    name: 'Folha — CSV',
    format: 'csv',
    header: true,
    columns: [
      { field: 'registration', label: 'matricula' },
      { field: 'cpf', label: 'cpf' },
      { field: 'name', label: 'nome' },
      { field: 'event_code', label: 'evento' },
      { field: 'description', label: 'descricao' },
      { field: 'quantity', label: 'quantidade' },
      { field: 'competence', label: 'competencia' },
    ],
  },
];

export async function createDemoPayroll(db: Database, companyId: string): Promise<void> {
  await db
    .insert(payrollEventCodes)
    .values(CODES.map(([event, code, description]) => ({ companyId, event, code, description })));
  await db.insert(payrollLayouts).values(
    LAYOUTS.map((body) => {
      const { name, ...layout } = payrollLayoutBodySchema.parse(body);
      return { companyId, id: uuidv7(), name, layout };
    }),
  );
}
