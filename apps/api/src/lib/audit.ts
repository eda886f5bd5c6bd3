import {
  auditLog,
  type Database,
  type Executor,
  type Tenant,
  type TenantScope,
  withTenant,
} from '@ponteiro/db';

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

/**
 * One audit row, inside the transaction of the write it describes. Not exported: writes go
 * through writeCompanyAudited / writeAudited, audit-only events through auditIn (ADR 0012).
 */
async function writeAudit(db: Executor, context: RequestContext, entry: AuditEntry): Promise<void> {
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
export function auditIn(t: Executor, scope: AuditScope): Audit {
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
  return db.transaction((tx) => work(tx, auditIn(tx, scope)));
}

/**
 * `writeAudited` for one company's write: the transaction is the company's (`withTenant`: its
 * filter in the repositories, row-level security under them), `work` gets the `Tenant` and the
 * audit bound to it. What a company member writes goes through here.
 */
export function writeCompanyAudited<T>(
  db: Database,
  scope: AuditScope & TenantScope,
  work: (t: Tenant, audit: Audit) => Promise<T>,
): Promise<T> {
  return withTenant(db, scope, (t) => work(t, auditIn(t.db, scope)));
}
