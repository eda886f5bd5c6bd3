import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';

// Companies' devices (time clocks, access controllers), as the back-office lists them
// (admin-<slug>/device/). Read-only here: the devices issue registers them.

export const DEVICE_KINDS = ['time_clock', 'access_controller'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const DEVICE_PROTOCOLS = ['zkteco_push', 'controlid'] as const;
export type DeviceProtocol = (typeof DEVICE_PROTOCOLS)[number];

export const adminDeviceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    serial_number: z.string(),
    kind: z.enum(DEVICE_KINDS),
    protocol: z.enum(DEVICE_PROTOCOLS),
    company: z.object({ id: z.uuid(), name: z.string() }),
    product: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    last_seen_at: z.string().nullable(),
    active: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminDevice' });
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

export const adminDeviceListQuerySchema = listQuerySchema.extend({
  company_id: z.uuid({ message: 'validation.uuid' }).optional(),
  kind: z.enum(DEVICE_KINDS).optional(),
});
export type AdminDeviceListQuery = z.infer<typeof adminDeviceListQuerySchema>;
