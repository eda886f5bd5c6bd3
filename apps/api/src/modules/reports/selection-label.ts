import type { Tenant } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';
import type { ReportEmployee, ResolvedSelection } from './selection.js';

// The filters of a report as words, for the header of every page ("Departamento: Vendas").

export interface SelectionWords {
  employee: string;
  department: string;
  subsidiary: string;
  everyone: string;
}

export async function selectionLabel(
  t: Tenant,
  selection: ResolvedSelection,
  employees: readonly ReportEmployee[],
  words: SelectionWords,
): Promise<string> {
  if (selection.employee_id) {
    const employee = employees.find((e) => e.id === selection.employee_id);
    return `${words.employee}: ${employee?.name ?? ''}`;
  }
  const [table, id, word] = selection.department_id
    ? (['departments', selection.department_id, words.department] as const)
    : selection.subsidiary_id
      ? (['subsidiaries', selection.subsidiary_id, words.subsidiary] as const)
      : ([null, null, words.everyone] as const);
  if (!table || !id) return word;
  const [row] = rowsOf(
    await t.db.execute(
      sql`select name from ${sql.identifier(table)} where company_id = ${t.companyId} and id = ${id}`,
    ),
  );
  return `${word}: ${String(row?.name ?? '')}`;
}
