import { companies, devices, type Executor, products } from '@ponteiro/db';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the back-office's device list: every company's devices, read across companies as the
// owner connection (platform administrators are no company's members).

export interface AdminDeviceRow {
  id: string;
  name: string;
  serialNumber: string;
  kind: (typeof devices.$inferSelect)['kind'];
  protocol: (typeof devices.$inferSelect)['protocol'];
  companyId: string;
  companyName: string;
  productId: string | null;
  productName: string | null;
  lastSeenAt: Date | null;
  isActive: boolean;
  createdAt: Date;
}

const companyName = sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`;

const ORDERING = {
  name: devices.name,
  serial_number: devices.serialNumber,
  company: companyName,
  last_seen_at: devices.lastSeenAt,
  created_at: devices.createdAt,
};

export async function listDevices(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    company_id?: string | undefined;
    kind?: AdminDeviceRow['kind'] | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminDeviceRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    pattern
      ? or(
          sql`${devices.name} ilike ${pattern}`,
          sql`${devices.serialNumber} ilike ${pattern}`,
          sql`${companies.legalName} ilike ${pattern}`,
          sql`${companies.tradeName} ilike ${pattern}`,
        )
      : undefined,
    query.company_id ? eq(devices.companyId, query.company_id) : undefined,
    query.kind ? eq(devices.kind, query.kind) : undefined,
  ];
  const where = and(...conditions);
  const { value: column, descending } = pickOrdering(query.ordering, ORDERING, 'name');
  const rows = await db
    .select({
      id: devices.id,
      name: devices.name,
      serialNumber: devices.serialNumber,
      kind: devices.kind,
      protocol: devices.protocol,
      companyId: devices.companyId,
      companyName,
      productId: devices.productId,
      productName: products.name,
      lastSeenAt: devices.lastSeenAt,
      isActive: devices.isActive,
      createdAt: devices.createdAt,
    })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(products, eq(products.id, devices.productId))
    .where(where)
    .orderBy(
      descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      asc(devices.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(devices)
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
