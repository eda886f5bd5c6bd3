import type { Executor } from '@ponteiro/db';
import type { SubscriptionSummary } from '@ponteiro/shared';
import { dateIn } from '../../lib/calendar-date.js';
import { companyContact, companySubscription, companySuspension } from './repository.js';

/**
 * What the company's session says about its subscription: the plan in force and its switches; a
 * trial past its end reads `past_due`; a company the provider suspended reads `suspended`, with
 * the reason and whom to contact (its distributor, else the provider's support). A company with
 * no subscription (every one deleted in the back-office) has nothing switched on.
 */
export async function subscriptionSummary(
  db: Executor,
  companyId: string,
  supportEmail: string,
  now = new Date(),
): Promise<SubscriptionSummary> {
  const [row, suspended, contact] = await Promise.all([
    companySubscription(db, companyId),
    companySuspension(db, companyId),
    companyContact(db, companyId),
  ]);
  const suspension = suspended
    ? {
        reason: suspended.reason ?? '',
        since: suspended.at.toISOString(),
        contact: contact?.distributorName
          ? {
              name: contact.distributorContact
                ? `${contact.distributorName} (${contact.distributorContact})`
                : contact.distributorName,
              email: contact.distributorEmail,
              phone: contact.distributorPhone,
            }
          : { name: 'Ponteiro', email: supportEmail, phone: null },
      }
    : null;
  if (!row) {
    return {
      plan: '',
      status: suspension ? 'suspended' : 'cancelled',
      enable_access: false,
      enable_visitor: false,
      seats: null,
      ends_on: null,
      suspension,
    };
  }
  const today = dateIn(now, contact?.timezone ?? 'America/Sao_Paulo');
  const trialOver = row.status === 'trial' && row.endsOn !== null && row.endsOn < today;
  return {
    plan: row.plan,
    status: suspension ? 'suspended' : trialOver ? 'past_due' : row.status,
    enable_access: row.enableAccess,
    enable_visitor: row.enableVisitor,
    seats: row.seats,
    ends_on: row.endsOn,
    suspension,
  };
}
