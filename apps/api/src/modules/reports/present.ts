import type { Tenant } from '@ponteiro/db';
import {
  type Language,
  type ReportFormat,
  type ReportJob,
  type ReportKind,
  translateValidation,
} from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';
import type { ReportJobRow } from './jobs.repository.js';

// A report_jobs row as the Downloads list shows it: the filters with the names they stand for.

type Names = Map<string, string>;

/** The names of the employees, departments, subsidiaries and layouts the rows' filters name. */
export async function filterNames(t: Tenant, rows: readonly ReportJobRow[]): Promise<Names> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const key of ['employee_id', 'department_id', 'subsidiary_id', 'layout_id']) {
      const value = row.params[key];
      if (typeof value === 'string') ids.add(value);
    }
  }
  if (ids.size === 0) return new Map();
  const list = uuidArray([...ids]);
  const result = await t.db.execute(sql`
    select id, name from employees where company_id = ${t.companyId} and id = any(${list})
    union all select id, name from departments where company_id = ${t.companyId} and id = any(${list})
    union all select id, name from subsidiaries where company_id = ${t.companyId} and id = any(${list})
    union all select id, name from payroll_layouts where company_id = ${t.companyId} and id = any(${list})`);
  return new Map(rowsOf(result).map((r) => [String(r.id), String(r.name)]));
}

const named = (names: Names, id: unknown) =>
  typeof id === 'string' ? { id, name: names.get(id) ?? '—' } : null;

export function presentJob(
  row: ReportJobRow,
  names: Names,
  language: Language,
  now: Date,
): ReportJob {
  const expired = row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    format: row.format as ReportFormat,
    params: {
      from: String(row.params.from),
      to: String(row.params.to),
      employee: named(names, row.params.employee_id),
      department: named(names, row.params.department_id),
      subsidiary: named(names, row.params.subsidiary_id),
      layout: named(names, row.params.layout_id),
    },
    status: expired ? 'expired' : row.status,
    done: row.doneCount,
    total: row.totalCount,
    error: row.error ? translateValidation(row.error, language) : null,
    requested_by: { id: row.requestedBy, name: row.requesterName },
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    file:
      row.status === 'done' && !expired && row.fileName && row.fileType
        ? { name: row.fileName, type: row.fileType, size: row.fileSize ?? 0 }
        : null,
  };
}
