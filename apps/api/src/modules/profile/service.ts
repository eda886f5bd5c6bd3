import { companies, type Database, users } from '@ponteiro/db';
import {
  AppError,
  type CompanyProfile,
  type companyProfileUpdateBodySchema,
  type FileType,
  type profileUpdateBodySchema,
  type UserDto,
} from '@ponteiro/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestContext, writeAudit } from '../../lib/audit.js';
import type { FileStorage } from '../../lib/storage.js';
import { findUserById, presentUser } from '../auth/users.repository.js';
import type { MediaSigner } from '../media/signer.js';

type CompanyRow = typeof companies.$inferSelect;

/** The company's fields, as the audit keeps them too (a signed URL is not data, and expires). */
function companyFields(row: CompanyRow): Omit<CompanyProfile, 'logo_url'> {
  return {
    id: row.id,
    employer_type: row.employerType,
    employer_id: row.employerId,
    legal_name: row.legalName,
    trade_name: row.tradeName,
    timezone: row.timezone,
    address: row.address,
    has_logo: row.logoKey !== null,
  };
}

function presentCompany(row: CompanyRow, media: MediaSigner): CompanyProfile {
  return { ...companyFields(row), logo_url: media.url(row.logoKey) };
}

/** The signed-in user's own profile and the company's profile, with their images. */
export function createProfileService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
}) {
  const { db, storage, media } = deps;

  async function company(companyId: string): Promise<CompanyRow> {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async updateUser(
      userId: string,
      body: z.output<typeof profileUpdateBodySchema>,
      context: RequestContext,
    ): Promise<UserDto> {
      return db.transaction(async (tx) => {
        const t = tx as Database;
        const before = await findUserById(t, userId);
        if (!before) throw AppError.unauthorized();
        const [row] = await t
          .update(users)
          .set({
            name: body.name,
            phone: body.phone ?? null,
            countryCode: body.country_code ?? null,
            language: body.language,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, userId))
          .returning();
        await writeAudit(t, context, {
          actorType: 'user',
          actorId: userId,
          action: 'update',
          entity: 'user',
          entityId: userId,
          before: {
            name: before.name,
            phone: before.phone,
            country_code: before.countryCode,
            language: before.language,
          },
          after: {
            name: body.name,
            phone: body.phone ?? null,
            country_code: body.country_code ?? null,
            language: body.language,
          },
        });
        return presentUser(row!, media);
      });
    },

    async setPhoto(
      userId: string,
      photo: { bytes: Uint8Array; type: FileType } | null,
      context: RequestContext,
    ): Promise<UserDto> {
      // A new key per upload: an old cached image can never show for the new one.
      const key = photo ? `users/${userId}/photo-${Date.now()}.${photo.type}` : null;
      if (photo && key) await storage.put(key, photo.bytes);
      const { row, oldKey } = await db.transaction(async (tx) => {
        const t = tx as Database;
        const before = await findUserById(t, userId);
        if (!before) throw AppError.unauthorized();
        const [updated] = await t
          .update(users)
          .set({ photoKey: key, photoType: photo?.type ?? null, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
          .returning();
        await writeAudit(t, context, {
          actorType: 'user',
          actorId: userId,
          action: photo ? 'photo_uploaded' : 'photo_removed',
          entity: 'user',
          entityId: userId,
        });
        return { row: updated!, oldKey: before.photoKey };
      });
      if (oldKey) await storage.remove(oldKey);
      return presentUser(row, media);
    },

    async company(companyId: string): Promise<CompanyProfile> {
      return presentCompany(await company(companyId), media);
    },

    async updateCompany(
      companyId: string,
      actorId: string,
      body: z.output<typeof companyProfileUpdateBodySchema>,
      context: RequestContext,
    ): Promise<CompanyProfile> {
      return db.transaction(async (tx) => {
        const t = tx as Database;
        const [before] = await t
          .select()
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        if (!before) throw AppError.notFound();
        const [row] = await t
          .update(companies)
          .set({
            legalName: body.legal_name,
            tradeName: body.trade_name || null,
            timezone: body.timezone,
            address: body.address ?? before.address,
            updatedAt: sql`now()`,
          })
          .where(eq(companies.id, companyId))
          .returning();
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId,
          action: 'update',
          entity: 'company',
          entityId: companyId,
          before: companyFields(before),
          after: companyFields(row!),
        });
        return presentCompany(row!, media);
      });
    },

    async setLogo(
      companyId: string,
      actorId: string,
      logo: { bytes: Uint8Array; type: FileType } | null,
      context: RequestContext,
    ): Promise<CompanyProfile> {
      const key = logo ? `companies/${companyId}/logo-${Date.now()}.${logo.type}` : null;
      if (logo && key) await storage.put(key, logo.bytes);
      const { row, oldKey } = await db.transaction(async (tx) => {
        const t = tx as Database;
        const [before] = await t
          .select()
          .from(companies)
          .where(eq(companies.id, companyId))
          .for('update');
        if (!before) throw AppError.notFound();
        const [updated] = await t
          .update(companies)
          .set({ logoKey: key, logoType: logo?.type ?? null, updatedAt: sql`now()` })
          .where(eq(companies.id, companyId))
          .returning();
        await writeAudit(t, context, {
          companyId,
          actorType: 'user',
          actorId,
          action: logo ? 'logo_uploaded' : 'logo_removed',
          entity: 'company',
          entityId: companyId,
        });
        return { row: updated!, oldKey: before.logoKey };
      });
      if (oldKey) await storage.remove(oldKey);
      return presentCompany(row, media);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
