import type { Database } from '@ponteiro/db';
import {
  AppError,
  type AppRelease,
  type AppReleaseListQuery,
  type appReleaseBodySchema,
  type FieldErrors,
  type ListResult,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import {
  assertSuperuser,
  backOfficeScope,
  type PlatformAdmin,
} from '../admin-auth/platform-admin.js';
import {
  type AppReleaseRow,
  type AppReleaseValues,
  findAppRelease,
  insertAppRelease,
  listAppReleases,
  takenVersionOrBuild,
  updateAppRelease,
} from './repository.js';

type AppReleaseBody = z.output<typeof appReleaseBodySchema>;

const present = (r: AppReleaseRow): AppRelease => ({
  id: r.id,
  platform: r.platform,
  version: r.version,
  build: r.build,
  notes_pt: r.notesPt,
  notes_en: r.notesEn,
  min_supported_version: r.minSupportedVersion,
  forced_update: r.forcedUpdate,
  released_at: r.releasedAt.toISOString(),
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The columns of a body; `released_at` absent keeps the stored one (a new release: now). */
const valuesOf = (body: AppReleaseBody): AppReleaseValues => ({
  platform: body.platform,
  version: body.version,
  build: body.build,
  notesPt: body.notes_pt,
  notesEn: body.notes_en,
  minSupportedVersion: body.min_supported_version,
  forcedUpdate: body.forced_update,
  ...(body.released_at ? { releasedAt: new Date(body.released_at) } : {}),
});

/**
 * Mobile app releases (/admin/app-history): every administrator reads; only superusers write
 * (403 otherwise). Version and build are unique per platform (409 naming the field). Every write
 * is audited with its before and after.
 */
export function createAppReleasesService(db: Database) {
  const scope = (actor: PlatformAdmin, context: RequestContext) =>
    backOfficeScope(actor, context, 'app_release');
  const assertUnique = async (t: Database, body: AppReleaseBody, exceptId?: string) => {
    const taken = await takenVersionOrBuild(t, body, exceptId);
    if (!taken.version && !taken.build) return;
    const fieldErrors: FieldErrors = {};
    if (taken.version) fieldErrors.version = ['validation.app_version_taken'];
    if (taken.build) fieldErrors.build = ['validation.app_build_taken'];
    throw new AppError('conflict', { fieldErrors });
  };

  return {
    async list(query: AppReleaseListQuery): Promise<ListResult<AppRelease>> {
      const { rows, total } = await listAppReleases(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
    },

    async get(id: string): Promise<AppRelease> {
      const row = await findAppRelease(db, id);
      if (!row) throw AppError.notFound();
      return present(row);
    },

    async create(
      actor: PlatformAdmin,
      body: AppReleaseBody,
      context: RequestContext,
    ): Promise<AppRelease> {
      assertSuperuser(actor);
      return writeAudited(db, scope(actor, context), async (t, audit) => {
        await assertUnique(t, body);
        const id = await insertAppRelease(t, { ...valuesOf(body), createdBy: actor.id });
        const created = present((await findAppRelease(t, id))!);
        await audit({ action: 'create', entityId: id, after: created });
        return created;
      });
    },

    async update(
      actor: PlatformAdmin,
      id: string,
      body: AppReleaseBody,
      context: RequestContext,
    ): Promise<AppRelease> {
      assertSuperuser(actor);
      return writeAudited(db, scope(actor, context), async (t, audit) => {
        const before = await findAppRelease(t, id);
        if (!before) throw AppError.notFound();
        await assertUnique(t, body, id);
        await updateAppRelease(t, id, valuesOf(body));
        const after = present((await findAppRelease(t, id))!);
        await audit({ action: 'update', entityId: id, before: present(before), after });
        return after;
      });
    },
  };
}
export type AppReleasesService = ReturnType<typeof createAppReleasesService>;
