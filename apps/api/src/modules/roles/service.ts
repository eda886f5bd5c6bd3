import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  BUILT_IN_ROLES,
  normalizePermissions,
  permissionsOfBuiltInRole,
  type Role,
  type roleBodySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import {
  deleteCompanyRole,
  findCompanyRole,
  insertCompanyRole,
  listCompanyRoles,
  memberCountsByRole,
  roleNameTaken,
  updateCompanyRole,
} from './repository.js';

type RoleBody = z.output<typeof roleBodySchema>;

/** Custom roles of a company; the built-in ones are listed read-only beside them. */
export function createRolesService(db: Database) {
  const roleScope = (companyId: string, actorId: string, context: RequestContext) =>
    ({
      context,
      companyId,
      actorType: 'user',
      actorId,
      entity: 'role',
    }) as const;

  function assertNameFree(name: string) {
    if ((BUILT_IN_ROLES as readonly string[]).includes(name.toLowerCase().replace(/\s+/g, '_'))) {
      throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
    }
  }

  return {
    async list(companyId: string): Promise<Role[]> {
      const [custom, counts] = await withTenant(db, { companyId }, (t) =>
        Promise.all([listCompanyRoles(t), memberCountsByRole(t)]),
      );
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
      return writeCompanyAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
        if (await roleNameTaken(t, body.name)) {
          throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
        }
        const permissions = normalizePermissions(body.permissions);
        const row = await insertCompanyRole(t, { name: body.name, permissions });
        await audit({
          action: 'create',
          entityId: row.id,
          after: { name: body.name, permissions },
        });
        return { id: row.id, name: row.name, built_in: false, permissions, members: 0 };
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
      return writeCompanyAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
        const before = await findCompanyRole(t, id);
        if (!before) throw AppError.notFound();
        if (await roleNameTaken(t, body.name, id)) {
          throw new AppError('conflict', { fieldErrors: { name: ['validation.role_name_taken'] } });
        }
        const permissions = normalizePermissions(body.permissions);
        await updateCompanyRole(t, id, { name: body.name, permissions });
        await audit({
          action: 'update',
          entityId: id,
          before: { name: before.name, permissions: before.permissions },
          after: { name: body.name, permissions },
        });
        const counts = await memberCountsByRole(t);
        return { id, name: body.name, built_in: false, permissions, members: counts.get(id) ?? 0 };
      });
    },

    async remove(
      companyId: string,
      actorId: string,
      id: string,
      context: RequestContext,
    ): Promise<void> {
      await writeCompanyAudited(db, roleScope(companyId, actorId, context), async (t, audit) => {
        const before = await findCompanyRole(t, id);
        if (!before) throw AppError.notFound();
        if ((await memberCountsByRole(t)).get(id)) {
          throw new AppError('conflict', { message: 'validation.role_in_use' });
        }
        await deleteCompanyRole(t, id);
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
