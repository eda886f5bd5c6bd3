import { punchTreatments, type Tenant } from '@ponteiro/db';
import { and, eq, inArray } from 'drizzle-orm';

export type TreatmentInsert = Omit<typeof punchTreatments.$inferInsert, 'companyId'>;
export type StoredTreatment = typeof punchTreatments.$inferSelect;

export async function insertTreatments(
  t: Tenant,
  rows: TreatmentInsert[],
): Promise<StoredTreatment[]> {
  if (rows.length === 0) return [];
  return t.db
    .insert(punchTreatments)
    .values(rows.map((row) => t.values(punchTreatments, row)))
    .returning();
}

/** A treatment of the company. */
export async function findTreatment(t: Tenant, id: string): Promise<StoredTreatment | null> {
  const [row] = await t.db
    .select()
    .from(punchTreatments)
    .where(t.where(punchTreatments, eq(punchTreatments.id, id)));
  return row ?? null;
}

/** The undo of a treatment, if it has one. */
export async function undoOf(t: Tenant, id: string): Promise<StoredTreatment | null> {
  const [row] = await t.db
    .select()
    .from(punchTreatments)
    .where(
      t.where(punchTreatments, eq(punchTreatments.targetId, id), eq(punchTreatments.kind, 'undo')),
    );
  return row ?? null;
}

/** The disregards of a recorded punch that no undo took back. */
export async function activeDisregards(t: Tenant, recordId: string): Promise<StoredTreatment[]> {
  const disregards = await t.db
    .select()
    .from(punchTreatments)
    .where(
      t.where(
        punchTreatments,
        and(eq(punchTreatments.recordId, recordId), eq(punchTreatments.kind, 'disregard')),
      ),
    );
  if (disregards.length === 0) return [];
  const undone = await t.db
    .select({ targetId: punchTreatments.targetId })
    .from(punchTreatments)
    .where(
      t.where(
        punchTreatments,
        eq(punchTreatments.kind, 'undo'),
        inArray(
          punchTreatments.targetId,
          disregards.map((d) => d.id),
        ),
      ),
    );
  const gone = new Set(undone.map((u) => u.targetId));
  return disregards.filter((d) => !gone.has(d.id));
}
