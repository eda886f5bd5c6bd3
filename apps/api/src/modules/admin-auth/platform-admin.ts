import { AppError } from '@ponteiro/shared';
import type { AuditScope, RequestContext } from '../../lib/audit.js';

/** A platform administrator (back-office) as the request guard found them. */
export interface PlatformAdmin {
  id: string;
  username: string;
  isSuperuser: boolean;
}

/** Back-office writes are the superusers' (other administrators read): 403 otherwise. */
export function assertSuperuser(actor: PlatformAdmin): void {
  if (!actor.isSuperuser) throw AppError.forbidden();
}

/**
 * The audit scope of a back-office write: the administrator is the actor; `companyId` when the
 * record belongs to a company, so the company's own trail shows what the provider did.
 */
export function backOfficeScope(
  actor: PlatformAdmin,
  context: RequestContext,
  entity: string,
  companyId?: string,
): AuditScope {
  return {
    context,
    actorType: 'admin',
    actorId: actor.id,
    entity,
    ...(companyId ? { companyId } : {}),
  };
}
