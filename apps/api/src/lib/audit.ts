import { auditLog, type Database } from '@ponteiro/db';

/** Who is acting and from where; carried from the request into services. */
export interface RequestContext {
  requestId: string;
  ip: string;
}

export interface AuditEntry {
  companyId?: string | null;
  actorType: 'user' | 'admin' | 'system' | 'device';
  actorId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** One audit row; call it inside the transaction of the write it describes. */
export async function writeAudit(
  db: Database,
  context: RequestContext,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    companyId: entry.companyId ?? null,
    actorType: entry.actorType,
    actorId: entry.actorId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: context.requestId,
    ip: context.ip,
  });
}
