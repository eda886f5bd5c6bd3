import type { Executor } from '@ponteiro/db';
import type { RequestContext } from '../../lib/audit.js';

/**
 * What other modules do when someone joins or leaves a company, inside the same transaction.
 * Members raises them; the employees module answers them (links or unlinks the employee with the
 * user's address). Handed in by server.ts, so members does not import employees: employees
 * depends on members (it sends self-service invitations), never the other way round.
 */
export interface MembershipEvents {
  /** After an invitation is accepted (a cross-company step: `t` is not company-scoped). */
  joined(
    t: Executor,
    context: RequestContext,
    join: { companyId: string; userId: string; email: string },
  ): Promise<unknown>;
  /** After an administrator removed the member (inside the company's scoped transaction). */
  left(
    t: Executor,
    context: RequestContext,
    leave: { companyId: string; userId: string; actorId: string },
  ): Promise<void>;
}
