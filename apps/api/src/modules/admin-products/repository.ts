import { type Executor, products } from '@ponteiro/db';
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { StoredFile } from '../../lib/attachments.js';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the device products: a platform table, written by the back-office as the owner.

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'codePrefix' | 'description' | 'isActive'
>;

const ORDERING = {
  name: products.name,
  code_prefix: products.codePrefix,
  is_active: products.isActive,
  created_at: products.createdAt,
};

export async function listProducts(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    is_active?: 'true' | 'false' | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? or(
          sql`${products.name} ilike ${pattern}`,
          sql`${products.description} ilike ${pattern}`,
          sql`${products.codePrefix} ilike ${pattern}`,
        )
      : undefined,
    query.is_active ? eq(products.isActive, query.is_active === 'true') : undefined,
  );
  const { value: column, descending } = pickOrdering(query.ordering, ORDERING, 'name');
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Names are unique whatever their case. */
export async function isProductNameTaken(
  db: Executor,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = lower(${name})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertProduct(
  db: Executor,
  id: string,
  values: ProductValues,
  photo: StoredFile | null,
): Promise<void> {
  await db
    .insert(products)
    .values({ id, ...values, photoKey: photo?.key ?? null, photoType: photo?.type ?? null });
}

/** `photo` undefined keeps the stored photo; null removes it. */
export async function updateProduct(
  db: Executor,
  id: string,
  values: ProductValues,
  photo: StoredFile | null | undefined,
): Promise<void> {
  await db
    .update(products)
    .set({
      ...values,
      ...(photo === undefined
        ? {}
        : { photoKey: photo?.key ?? null, photoType: photo?.type ?? null }),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));
}
