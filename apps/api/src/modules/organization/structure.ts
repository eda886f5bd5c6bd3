import {
  companies,
  type Database,
  departments,
  employees,
  positions,
  subsidiaries,
  type Tenant,
  withTenant,
} from '@ponteiro/db';
import { AppError, type OrganizationDashboard, type StructureNode } from '@ponteiro/shared';
import { and, count, eq, gte, sql } from 'drizzle-orm';

/** `YYYY-MM` of an instant in a time zone. */
function monthIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

/** The 12 months ending with `last` (`YYYY-MM`), oldest first. */
export function lastTwelveMonths(last: string): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The company → subsidiaries → departments tree with headcounts, and the dashboard numbers. */
export function createStructureService(db: Database) {
  async function companyOf(t: Tenant) {
    const [company] = await t.db
      .select({
        name: companies.tradeName,
        legalName: companies.legalName,
        timezone: companies.timezone,
      })
      .from(companies)
      .where(eq(companies.id, t.companyId));
    if (!company) throw AppError.notFound();
    return company;
  }

  return {
    /**
     * Departments hang under the subsidiary they belong to; a department without one (or whose
     * parent belongs elsewhere) hangs under its parent, and top-level ones without a subsidiary
     * directly under the company. Headcounts: see below.
     */
    structure: (companyId: string): Promise<StructureNode> =>
      withTenant(db, { companyId }, (t) => structureOf(t)),

    /**
     * "This month" is today's month in `timeZone` (the request's `Timezone` header) or, without
     * one, in the company's zone. Admission and termination dates are plain dates: no conversion.
     */
    dashboard: (
      companyId: string,
      options: { timeZone?: string | undefined; now?: Date } = {},
    ): Promise<OrganizationDashboard> =>
      withTenant(db, { companyId }, (t) => dashboardOf(t, options)),
  };

  async function structureOf(t: Tenant): Promise<StructureNode> {
    const [company, subs, depts, people] = await Promise.all([
      companyOf(t),
      t.db.select().from(subsidiaries).where(t.where(subsidiaries)),
      t.db.select().from(departments).where(t.where(departments)),
      t.db
        .select({
          subsidiaryId: employees.subsidiaryId,
          departmentId: employees.departmentId,
          n: count(),
        })
        .from(employees)
        .where(t.where(employees, eq(employees.status, 'active')))
        .groupBy(employees.subsidiaryId, employees.departmentId),
    ]);
    const collator = new Intl.Collator('pt-BR');
    // Under the company, subsidiaries come before departments that belong to none.
    const rank = (n: StructureNode) => (n.kind === 'subsidiary' ? 0 : 1);
    const byName = (a: StructureNode, b: StructureNode) =>
      rank(a) - rank(b) || collator.compare(a.name, b.name);
    const deptNodes = new Map<string, StructureNode>(
      depts.map((d) => [
        d.id,
        { kind: 'department', id: d.id, name: d.name, headcount: 0, children: [] },
      ]),
    );
    const subNodes = new Map<string, StructureNode>(
      subs.map((s) => [
        s.id,
        { kind: 'subsidiary', id: s.id, name: s.name, headcount: 0, children: [] },
      ]),
    );
    const root: StructureNode = {
      kind: 'company',
      id: t.companyId,
      name: company.name ?? company.legalName,
      headcount: 0,
      children: [],
    };
    for (const d of depts) {
      const node = deptNodes.get(d.id)!;
      const parent = d.parentId ? deptNodes.get(d.parentId) : undefined;
      if (
        parent &&
        (!d.subsidiaryId || depts.find((p) => p.id === d.parentId)?.subsidiaryId === d.subsidiaryId)
      ) {
        parent.children.push(node);
      } else if (d.subsidiaryId && subNodes.has(d.subsidiaryId)) {
        subNodes.get(d.subsidiaryId)!.children.push(node);
      } else if (parent) {
        parent.children.push(node);
      } else root.children.push(node);
    }
    // Each level counts what its own list counts: a subsidiary its employees (whatever their
    // department, which may be company-wide and hang elsewhere in the tree), a department the
    // employees in it and in the departments below it, the company every active employee.
    // Summing the tree instead left subsidiaries at 0 when departments belong to none.
    const bySubsidiary = new Map<string, number>();
    const byDepartment = new Map<string, number>();
    let everyone = 0;
    for (const p of people) {
      const n = Number(p.n);
      everyone += n;
      if (p.subsidiaryId)
        bySubsidiary.set(p.subsidiaryId, (bySubsidiary.get(p.subsidiaryId) ?? 0) + n);
      if (p.departmentId)
        byDepartment.set(p.departmentId, (byDepartment.get(p.departmentId) ?? 0) + n);
    }
    root.children.push(...subNodes.values());
    const total = (node: StructureNode): number => {
      node.children.sort(byName);
      const below = node.children.reduce((sum, child) => sum + total(child), 0);
      if (node.kind === 'company') node.headcount = everyone;
      else if (node.kind === 'subsidiary') node.headcount = bySubsidiary.get(node.id) ?? 0;
      else node.headcount = (byDepartment.get(node.id) ?? 0) + below;
      return node.headcount;
    };
    total(root);
    return root;
  }

  async function dashboardOf(
    t: Tenant,
    options: { timeZone?: string | undefined; now?: Date },
  ): Promise<OrganizationDashboard> {
    const company = await companyOf(t);
    const zone = options.timeZone ?? company.timezone;
    const months = lastTwelveMonths(monthIn(options.now ?? new Date(), zone));
    const since = `${months[0]}-01`;
    const active = t.where(employees, eq(employees.status, 'active'));
    const group = async (
      table: typeof subsidiaries | typeof departments | typeof positions,
      column:
        | typeof employees.subsidiaryId
        | typeof employees.departmentId
        | typeof employees.positionId,
    ) => {
      const rows = await t.db
        .select({ id: column, name: table.name, count: count() })
        .from(employees)
        .leftJoin(table, and(eq(table.companyId, employees.companyId), eq(table.id, column)))
        .where(active)
        .groupBy(column, table.name);
      return rows
        .map((r) => ({ id: r.id, name: r.name ?? '', count: Number(r.count) }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    };
    const [statuses, bySubsidiary, byDepartment, byPosition, admissions, terminations] =
      await Promise.all([
        t.db
          .select({ status: employees.status, n: count() })
          .from(employees)
          .where(t.where(employees))
          .groupBy(employees.status),
        group(subsidiaries, employees.subsidiaryId),
        group(departments, employees.departmentId),
        group(positions, employees.positionId),
        t.db
          .select({
            month: sql<string>`to_char(${employees.admissionDate}, 'YYYY-MM')`,
            n: count(),
          })
          .from(employees)
          .where(t.where(employees, gte(employees.admissionDate, since)))
          .groupBy(sql`1`),
        t.db
          .select({
            month: sql<string>`to_char(${employees.terminationDate}, 'YYYY-MM')`,
            n: count(),
          })
          .from(employees)
          .where(t.where(employees, gte(employees.terminationDate, since)))
          .groupBy(sql`1`),
      ]);
    const countOf = (rows: { month: string; n: number }[], month: string) =>
      Number(rows.find((r) => r.month === month)?.n ?? 0);
    return {
      active: Number(statuses.find((s) => s.status === 'active')?.n ?? 0),
      disabled: Number(statuses.find((s) => s.status === 'disabled')?.n ?? 0),
      by_subsidiary: bySubsidiary,
      by_department: byDepartment,
      by_position: byPosition,
      by_month: months.map((month) => ({
        month,
        admissions: countOf(admissions, month),
        terminations: countOf(terminations, month),
      })),
    };
  }
}
