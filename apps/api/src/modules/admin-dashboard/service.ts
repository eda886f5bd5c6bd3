import type { Database } from '@ponteiro/db';
import {
  type AdminDashboard,
  BUILT_IN_ROLES,
  type ListResult,
  NEAR_SEAT_LIMIT_MAX,
  NEAR_SEAT_LIMIT_RATIO,
  type PlatformUser,
  type PlatformUserListQuery,
} from '@ponteiro/shared';
import { listResult, pageWindow } from '../../lib/pagination.js';
import {
  companiesNearSeatLimit,
  dashboardMonths,
  dashboardTotals,
  listPlatformUsers,
  type MembershipRow,
  membershipsOf,
  recentCompanies,
} from './repository.js';

const isBuiltInRole = (role: string) => (BUILT_IN_ROLES as readonly string[]).includes(role);

/** How many of the newest companies the dashboards show. */
const RECENT_COMPANIES = 10;

/**
 * The back-office dashboards (/admin/dashboard, -company, -user) and the list of every company
 * user (/admin/user-list). Read-only; every platform administrator may see them.
 */
export function createDashboardService(db: Database) {
  return {
    /** `zone`: the months' calendar (the caller's Timezone header, else Brasília). */
    async companyInfo(zone: string): Promise<AdminDashboard> {
      // Four aggregate statements (in parallel on a PostgreSQL pool).
      const [totals, months, near, recent] = await Promise.all([
        dashboardTotals(db),
        dashboardMonths(db, zone),
        companiesNearSeatLimit(db, NEAR_SEAT_LIMIT_RATIO, NEAR_SEAT_LIMIT_MAX),
        recentCompanies(db, RECENT_COMPANIES),
      ]);
      return {
        companies: { total: totals.companies, suspended: totals.suspended },
        users: { total: totals.users, active_30d: totals.activeUsers },
        subscriptions: { trial: totals.trial, active: totals.active, past_due: totals.pastDue },
        employees: totals.employees,
        devices: totals.devices,
        mrr_cents: totals.mrrCents,
        monthly: months.map((m) => ({
          month: m.month,
          new_companies: m.newCompanies,
          new_users: m.newUsers,
          churned: m.churned,
          mrr_cents: m.mrrCents,
        })),
        near_seat_limit: near.map((r) => ({
          company: { id: r.companyId, name: r.companyName },
          plan: { id: r.planId, name: r.planName },
          used: r.used,
          seats: r.seats,
        })),
        recent_companies: recent.map((r) => ({
          id: r.id,
          name: r.name,
          created_at: r.createdAt,
          suspended: r.suspended,
          plan: r.planId && r.planName ? { id: r.planId, name: r.planName } : null,
          status: r.status,
        })),
        users_by_role: {
          owner: totals.owners,
          admin: totals.admins,
          employee: totals.employeeMembers,
          custom: totals.customMembers,
        },
      };
    },

    async allUsers(query: PlatformUserListQuery): Promise<ListResult<PlatformUser>> {
      const { rows, total } = await listPlatformUsers(db, query, pageWindow(query));
      const memberships = await membershipsOf(
        db,
        rows.map((r) => r.id),
      );
      const byUser = new Map<string, MembershipRow[]>();
      for (const m of memberships) {
        const list = byUser.get(m.userId) ?? [];
        list.push(m);
        byUser.set(m.userId, list);
      }
      const results = rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        companies: (byUser.get(r.id) ?? []).map((m) => ({
          id: m.companyId,
          name: m.companyName,
          // A built-in role by name; anything else is a company's own role (its id).
          role: isBuiltInRole(m.role) ? m.role : 'custom',
          role_name: m.roleName,
        })),
        last_login_at: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
        created_at: r.createdAt.toISOString(),
      }));
      return listResult(results, total, query);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
