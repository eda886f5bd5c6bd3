import type { Database } from '../client.js';
import { companies } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { anyCnpj, unique } from './documents.js';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = Partial<typeof companies.$inferInsert>;

/** A company (CNPJ employer, São Paulo time zone) with no members, structure or employees. */
export async function createCompany(db: Database, over: NewCompany = {}): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({
      id: uuidv7(),
      employerType: 'cnpj',
      employerId: anyCnpj(),
      legalName: `Empresa ${unique()} Ltda.`,
      ...over,
    })
    .returning();
  return row!;
}
