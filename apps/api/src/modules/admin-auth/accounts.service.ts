import { type Database, hashPassword } from '@ponteiro/db';
import {
  type AdminAccount,
  AppError,
  type adminAccountCreateBodySchema,
  type adminAccountUpdateBodySchema,
  type ListQuery,
  type ListResult,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { assertStrongPassword } from '../auth/password-policy/index.js';
import { assertSuperuser, backOfficeScope, type PlatformAdmin } from './platform-admin.js';
import {
  type AdminRow,
  findAdminById,
  insertAdmin,
  isUsernameTaken,
  listAdmins,
  lockOtherActiveSuperusers,
  updateAdmin,
} from './repository.js';

const present = (r: AdminRow): AdminAccount => ({
  id: r.id,
  username: r.username,
  name: r.name,
  email: r.email,
  is_superuser: r.isSuperuser,
  is_active: r.isActive,
  last_login_at: r.lastLoginAt?.toISOString() ?? null,
});

/** The provider's system users (/admin/users). Everyone lists; only superusers change them. */
export function createAdminAccountsService(db: Database) {
  /** A back-office write: no company, the administrator as the actor. */
  const adminScope = (actor: PlatformAdmin, context: RequestContext) =>
    backOfficeScope(actor, context, 'platform_admin');

  return {
    async list(query: ListQuery): Promise<ListResult<AdminAccount>> {
      const { rows, total } = await listAdmins(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
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
        if (await isUsernameTaken(t, body.username))
          throw new AppError('conflict', {
            fieldErrors: { username: ['validation.invalid_value'] },
          });
        const row = await insertAdmin(t, body, passwordHash);
        await audit({
          action: 'create',
          entityId: row.id,
          after: { username: body.username, is_superuser: body.is_superuser },
        });
        return present(row);
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
        const before = await findAdminById(t, id, true);
        if (!before) throw AppError.notFound();
        const losesSuperuser = before.isSuperuser && (!body.is_superuser || !body.is_active);
        if (losesSuperuser && (await lockOtherActiveSuperusers(t, id)) === 0) {
          throw new AppError('business_rule');
        }
        const row = await updateAdmin(t, id, body);
        await audit({
          action: 'update',
          entityId: id,
          before: present(before),
          after: present(row),
        });
        return present(row);
      });
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
