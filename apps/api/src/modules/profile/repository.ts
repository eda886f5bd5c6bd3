import { companies, type Executor, type Tenant, users } from '@ponteiro/db';
import type { companyProfileUpdateBodySchema, profileUpdateBodySchema } from '@ponteiro/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoredFile } from '../../lib/attachments.js';
import type { UserRow } from '../auth/users.repository.js';
import type { CompanyRow } from '../companies/repository.js';

export async function updateUserProfile(
  db: Executor,
  userId: string,
  body: z.output<typeof profileUpdateBodySchema>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      name: body.name,
      phone: body.phone ?? null,
      countryCode: body.country_code ?? null,
      language: body.language,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function setUserPhoto(
  db: Executor,
  userId: string,
  photo: StoredFile | null,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ photoKey: photo?.key ?? null, photoType: photo?.type ?? null, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * The scope's company row, held until the transaction ends (its update reads `before` from it).
 * The company is the scope's own: no other id can be asked for.
 */
export async function findCompanyForUpdate(t: Tenant): Promise<CompanyRow | undefined> {
  const [row] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.id, t.companyId))
    .for('update');
  return row;
}

export async function updateCompanyProfile(
  t: Tenant,
  before: CompanyRow,
  body: z.output<typeof companyProfileUpdateBodySchema>,
): Promise<CompanyRow> {
  const [row] = await t.db
    .update(companies)
    .set({
      legalName: body.legal_name,
      tradeName: body.trade_name || null,
      timezone: body.timezone,
      address: body.address ?? before.address,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, t.companyId))
    .returning();
  return row!;
}

export async function setCompanyLogo(t: Tenant, logo: StoredFile | null): Promise<CompanyRow> {
  const [row] = await t.db
    .update(companies)
    .set({ logoKey: logo?.key ?? null, logoType: logo?.type ?? null, updatedAt: sql`now()` })
    .where(eq(companies.id, t.companyId))
    .returning();
  return row!;
}
