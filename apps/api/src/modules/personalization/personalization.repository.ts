import { companyPersonalization, type Tenant } from '@ponteiro/db';

// SQL of System › Personalization: the company's one company_personalization row (absent until
// first saved).

export type PersonalizationRow = typeof companyPersonalization.$inferSelect;

/** The company's row, or null when it never saved. */
export async function personalizationRow(t: Tenant): Promise<PersonalizationRow | null> {
  const [row] = await t.db
    .select()
    .from(companyPersonalization)
    .where(t.where(companyPersonalization));
  return row ?? null;
}

/** Writes the whole row (insert or update), stamped with who saved it. */
export async function savePersonalization(
  t: Tenant,
  values: { primaryColor: string | null; defaultLanguage: string; updatedBy: string },
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await t.db
    .insert(companyPersonalization)
    .values(t.values(companyPersonalization, set))
    .onConflictDoUpdate({ target: companyPersonalization.companyId, set });
}
