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
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
import {
  findCompanyRole,
  listCompanyRoles,
  memberCountsByRole,
  roleNameTaken,
} from './repository.js';

type RoleBody = z.output<typeof roleBodySchema>;

/** Custom roles of a company; the built-in ones are listed read-only beside them. */
export function createRolesService(db: Database) {
  const roleScope = (companyId: string, actorId: string, context: RequestContext): AuditScope => ({
    context,
    companyId,
    actorType: 'user',
    actorId,
    entity: 'role',
  });

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
      return writeAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
        if (await roleNameTaken(t, companyId, body.name)) {
          throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
        }
        const permissions = normalizePermissions(body.permissions);
        const [row] = await t
          .insert(companyRoles)
          .values({ companyId, name: body.name, permissions })
          .returning();
        await audit({
          action: 'create',
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
      return writeAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
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
        await audit({
          action: 'update',
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
      await writeAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
        const before = await findCompanyRole(t, companyId, id);
        if (!before) throw AppError.notFound();
        if ((await memberCountsByRole(t, companyId)).get(id)) {
          throw new AppError('conflict', { message: 'validation.role_in_use' });
        }
        await t
          .delete(companyRoles)
          .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
        await audit({
          action: 'delete',
          entityId: id,
          before: { name: before.name, permissions: before.permissions },
        });
      });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
