import type { Database } from '@ponteiro/db';
import type { Mailer } from '../../lib/mailer.js';
import type { MembershipEvents } from '../membership/events.js';
import { createAcceptanceService } from './acceptance.service.js';
import { createInvitationsService } from './invitations.service.js';
import { createRosterService } from './roster.service.js';

/**
 * Members of a company, their roles, and invitations to join it: the roster
 * (roster.service.ts), invitations (invitations.service.ts) and joining by one
 * (acceptance.service.ts), as one service for the routes. `events` is what other modules do when
 * someone joins or leaves (the employees module links its employee).
 */
export function createMembersService(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  events: MembershipEvents;
}) {
  return {
    ...createRosterService(deps),
    ...createInvitationsService(deps),
    ...createAcceptanceService(deps),
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
