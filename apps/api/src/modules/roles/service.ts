import { companyRoles, type Database } from '@ponteiro/db';
import {
  AppError,
  BUILT_IN_ROLES,
  normalizePermissions,
  permissionsOfBuiltInRole,
  type Role,
  type roleBodySchema,
} from '@ponteiro/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestContext, writeAudit } from '../../lib/audit.js';
import {
  findCompanyRole,
  listCompanyRoles,
  memberCountsByRole,
  roleNameTaken,
} from './repository.js';

type RoleBody = z.output<typeof roleBodySchema>;

/** Custom roles of a company; the built-in ones are listed read-only beside them. */
export function createRolesService(db: Database) {
  function assertNameFree(name: string) {
    if ((BUILT_IN_ROLES as readonly string[]).includes(name.toLowerCase().replace(/\s+/g, '_'))) {
      throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
    }
  }

  return {
    async list(companyId: string): Promise<Role[]> {
      const [custom, counts] = await Promise.all([
        listCompanyRoles(db, companyId),
        memberCountsByRole(db, companyId),
      ]);
      return [
        ...BUILT_IN_ROLES.map((role) => ({
          id: role,
          name: role,
          built_in: true,
          permissions: [...permissionsOfBuiltInRole(role)],
          members: counts.get(role) ?? 0,
        })),
        ...custom.map((r) => ({
          id: r.id,
          name: r.name,
          built_in: false,
          permissions: r.permissions,
          members: counts.get(r.id) ?? 0,
        })),
      ];
    },

    async create(
      companyId: string,
      actorId: string,
      body: RoleBody,
      context: RequestContext,
    ): Promise<Role> {
      assertNameFree(body.name);
      return db.transaction(async (tx) => {
        const t = tx as Database;
        if (await roleNameTaken(t, companyId, body.name)) {
          throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
        }
        const permissions = normalizePermissions(body.permissions);
        const [row] = await t
          .insert(companyRoles)
          .values({ companyId, name: body.name, permissions })
          .returning();
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId,
          action: 'create',
          entity: 'role',
          entityId: row!.id,
          after: { name: body.name, permissions },
        });
        return { id: row!.id, name: row!.name, built_in: false, permissions, members: 0 };
      });
    },

    async update(
      companyId: string,
      actorId: string,
      id: string,
      body: RoleBody,
      context: RequestContext,
    ): Promise<Role> {
      assertNameFree(body.name);
      return db.transaction(async (tx) => {
        const t = tx as Database;
        const before = await findCompanyRole(t, companyId, id);
        if (!before) throw AppError.notFound();
        if (await roleNameTaken(t, companyId, body.name, id)) {
          throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
        }
        const permissions = normalizePermissions(body.permissions);
        await t
          .update(companyRoles)
          .set({ name: body.name, permissions, updatedAt: sql`now()` })
          .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId,
          action: 'update',
          entity: 'role',
          entityId: id,
          before: { name: before.name, permissions: before.permissions },
          after: { name: body.name, permissions },
        });
        const counts = await memberCountsByRole(t, companyId);
        return { id, name: body.name, built_in: false, permissions, members: counts.get(id) ?? 0 };
      });
    },

    async remove(
      companyId: string,
      actorId: string,
      id: string,
      context: RequestContext,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const t = tx as Database;
        const before = await findCompanyRole(t, companyId, id);
        if (!before) throw AppError.notFound();
        if ((await memberCountsByRole(t, companyId)).get(id)) {
          throw new AppError('conflict', { message: 'validation.role_in_use' });
        }
        await t
          .delete(companyRoles)
          .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId,
          action: 'delete',
          entity: 'role',
          entityId: id,
          before: { name: before.name, permissions: before.permissions },
        });
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
