import { type Database, hashPassword, platformAdmins } from '@ponteiro/db';
import {
  type AdminAccount,
  AppError,
  type adminAccountCreateBodySchema,
  type adminAccountUpdateBodySchema,
  type ListQuery,
  type ListResult,
} from '@ponteiro/shared';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';
import type { PlatformAdmin } from '../../plugins/authenticate.js';
import { assertStrongPassword } from '../auth/password-policy/index.js';

type Row = typeof platformAdmins.$inferSelect;

const present = (r: Row): AdminAccount => ({
  id: r.id,
  username: r.username,
  name: r.name,
  email: r.email,
  is_superuser: r.isSuperuser,
  is_active: r.isActive,
  last_login_at: r.lastLoginAt?.toISOString() ?? null,
});

const ORDERING = {
  username: platformAdmins.username,
  created_at: platformAdmins.createdAt,
  last_login_at: platformAdmins.lastLoginAt,
} as const;

/** The provider's system users (/admin/users). Everyone lists; only superusers change them. */
export function createAdminAccountsService(db: Database) {
  /** A back-office write: no company, the administrator as the actor. */
  const adminScope = (actor: PlatformAdmin, context: RequestContext): AuditScope => ({
    context,
    actorType: 'admin',
    actorId: actor.id,
    entity: 'platform_admin',
  });

  function assertSuperuser(actor: PlatformAdmin) {
    if (!actor.isSuperuser) throw AppError.forbidden();
  }

  return {
    async list(query: ListQuery): Promise<ListResult<AdminAccount>> {
      const where = query.search
        ? or(
            ilike(platformAdmins.username, containsPattern(query.search)),
            ilike(platformAdmins.name, containsPattern(query.search)),
          )
        : undefined;
      const { value: column, descending } = pickOrdering(query.ordering, ORDERING, 'username');
      const order = descending ? desc(column) : asc(column);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(platformAdmins)
          .where(where)
          .orderBy(order, asc(platformAdmins.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(platformAdmins).where(where),
      ]);
      return listResult(rows.map(present), total?.n, query);
    },

    async create(
      actor: PlatformAdmin,
      body: z.output<typeof adminAccountCreateBodySchema>,
      context: RequestContext,
    ): Promise<AdminAccount> {
      assertSuperuser(actor);
      assertStrongPassword(body.password, body);
      const passwordHash = await hashPassword(body.password);
      return writeAudited(db, adminScope(actor, context), async (t, audit) => {
        const [taken] = await t
          .select({ id: platformAdmins.id })
          .from(platformAdmins)
          .where(eq(platformAdmins.username, body.username));
        if (taken)
          throw new AppError('conflict', {
            fieldErrors: { username: ['validation.invalid_value'] },
          });
        const [row] = await t
          .insert(platformAdmins)
          .values({
            username: body.username,
            name: body.name ?? null,
            email: body.email ?? null,
            passwordHash,
            isSuperuser: body.is_superuser,
          })
          .returning();
        await audit({
          action: 'create',
          entityId: row!.id,
          after: { username: body.username, is_superuser: body.is_superuser },
        });
        return present(row!);
      });
    },

    async update(
      actor: PlatformAdmin,
      id: string,
      body: z.output<typeof adminAccountUpdateBodySchema>,
      context: RequestContext,
    ): Promise<AdminAccount> {
      assertSuperuser(actor);
      return writeAudited(db, adminScope(actor, context), async (t, audit) => {
        const [before] = await t
          .select()
          .from(platformAdmins)
          .where(eq(platformAdmins.id, id))
          .for('update');
        if (!before) throw AppError.notFound();
        const losesSuperuser = before.isSuperuser && (!body.is_superuser || !body.is_active);
        if (losesSuperuser) {
          // Locked with the rest so two demotions cannot leave the platform without a superuser.
          const others = await t
            .select({ id: platformAdmins.id })
            .from(platformAdmins)
            .where(
              and(
                eq(platformAdmins.isSuperuser, true),
                eq(platformAdmins.isActive, true),
                ne(platformAdmins.id, id),
              ),
            )
            .for('update');
          if (others.length === 0) throw new AppError('business_rule');
        }
        const [row] = await t
          .update(platformAdmins)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
            isSuperuser: body.is_superuser,
            isActive: body.is_active,
            updatedAt: sql`now()`,
          })
          .where(eq(platformAdmins.id, id))
          .returning();
        await audit({
          action: 'update',
          entityId: id,
          before: present(before),
          after: present(row!),
        });
        return present(row!);
      });
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
