import type { Database } from '@ponteiro/db';
import type { AdminDevice, AdminDeviceListQuery, ListResult } from '@ponteiro/shared';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { type AdminDeviceRow, listDevices } from './repository.js';

const present = (r: AdminDeviceRow): AdminDevice => ({
  id: r.id,
  name: r.name,
  serial_number: r.serialNumber,
  kind: r.kind,
  protocol: r.protocol,
  company: { id: r.companyId, name: r.companyName },
  product: r.productId && r.productName ? { id: r.productId, name: r.productName } : null,
  last_seen_at: r.lastSeenAt?.toISOString() ?? null,
  active: r.isActive,
  created_at: r.createdAt.toISOString(),
});

/** Every company's devices (/admin/devices), read-only: the devices issue registers them. */
export function createAdminDevicesService(db: Database) {
  return {
    async list(query: AdminDeviceListQuery): Promise<ListResult<AdminDevice>> {
      const { rows, total } = await listDevices(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
    },
  };
}
export type AdminDevicesService = ReturnType<typeof createAdminDevicesService>;
