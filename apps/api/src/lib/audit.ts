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

/** Who a write is done for; every audit row of the write carries it. */
export interface AuditScope {
  context: RequestContext;
  companyId?: string | null;
  actorType: AuditEntry['actorType'];
  actorId?: string | null;
  /** The entity of the rows when an entry does not name one (`employee`, `department`…). */
  entity?: string;
}

/** What a write says about itself; the actor, company and request come from the scope. */
export type AuditRecord = Omit<AuditEntry, 'companyId' | 'actorType' | 'actorId' | 'entity'> & {
  entity?: string;
};

/** Writes one audit row of the transaction it was handed with. */
export type Audit = (record: AuditRecord) => Promise<void>;

/** The audit of `scope` bound to `t`: the write's own transaction. */
export function auditIn(t: Database, scope: AuditScope): Audit {
  return async (record) => {
    const entity = record.entity ?? scope.entity;
    if (!entity) throw new Error(`audit row "${record.action}" names no entity`);
    await writeAudit(t, scope.context, {
      companyId: scope.companyId ?? null,
      actorType: scope.actorType,
      actorId: scope.actorId ?? null,
      ...record,
      entity,
    });
  };
}

/**
 * A write and its audit rows in one call, one transaction (outline's `createWithCtx` idea): `work`
 * gets the transaction and an `audit` already bound to it and to the actor, so a row can be
 * neither written outside the write's transaction nor for another company or actor. A throw
 * rolls back the write and its rows together.
 */
export function writeAudited<T>(
  db: Database,
  scope: AuditScope,
  work: (t: Database, audit: Audit) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => {
    const t = tx as unknown as Database;
    return work(t, auditIn(t, scope));
  });
}
