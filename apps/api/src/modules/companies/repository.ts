import { companies, companyMembers, type Executor, foldText } from '@ponteiro/db';
import type { CompanySummary, companyCreateBodySchema } from '@ponteiro/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

export type CompanyRow = typeof companies.$inferSelect;

/** The company as the company choice and its answers show it, with the caller's role. */
export function presentCompanySummary(company: CompanyRow, role: string): CompanySummary {
  return {
    id: company.id,
    employer_type: company.employerType,
    employer_id: company.employerId,
    legal_name: company.legalName,
    trade_name: company.tradeName,
    timezone: company.timezone,
    role,
  };
}

/** The user's companies, by name the Portuguese way (accents and case do not move one). */
export async function listCompaniesOfUser(db: Executor, userId: string): Promise<CompanySummary[]> {
  const rows = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(
      asc(foldText(sql`${companies.legalName}`)),
      asc(companies.legalName),
      asc(companies.id),
    );
  return rows.map(({ company, role }) => presentCompanySummary(company, role));
}

export async function findCompanyByEmployer(
  db: Executor,
  employerType: 'cnpj' | 'cpf',
  employerId: string,
) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.employerType, employerType), eq(companies.employerId, employerId)));
  return row;
}

/** `id` is chosen by the caller, so the audit scope of the write can name the company up front. */
export async function insertCompany(
  db: Executor,
  id: string,
  body: z.output<typeof companyCreateBodySchema>,
): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({
      id,
      employerType: body.employer_type,
      employerId: body.employer_id,
      legalName: body.legal_name,
      tradeName: body.trade_name || null,
      timezone: body.timezone,
      address: body.address ?? {},
    })
    .returning();
  return row!;
}

export async function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}
