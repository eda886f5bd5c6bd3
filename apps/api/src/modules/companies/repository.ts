import { companies, companyMembers, type Database } from '@ponteiro/db';
import type { CompanySummary } from '@ponteiro/shared';
import { and, asc, eq } from 'drizzle-orm';

export async function isMember(db: Database, companyId: string, userId: string): Promise<boolean> {
  return (await findMembership(db, companyId, userId)) !== undefined;
}

export async function findMembership(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

export async function listCompaniesOfUser(db: Database, userId: string): Promise<CompanySummary[]> {
  const rows = await db
    .select({ company: companies, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companies.legalName));
  return rows.map(({ company, role }) => ({
    id: company.id,
    employer_type: company.employerType,
    employer_id: company.employerId,
    legal_name: company.legalName,
    trade_name: company.tradeName,
    timezone: company.timezone,
    role,
  }));
}

export async function findCompanyByEmployer(
  db: Database,
  employerType: 'cnpj' | 'cpf',
  employerId: string,
) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.employerType, employerType), eq(companies.employerId, employerId)));
  return row;
}
