import { companies, type Database, users } from '@ponteiro/db';
import {
  AppError,
  type CompanyProfile,
  type companyProfileUpdateBodySchema,
  type profileUpdateBodySchema,
  type UserDto,
} from '@ponteiro/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Attachment, attachmentKey, replaceAttachment } from '../../lib/attachments.js';
import { type AuditScope, type RequestContext, writeAudited } from '../../lib/audit.js';
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

  /** The user acting on their own profile: the audit rows have no company. */
  const ownScope = (userId: string, context: RequestContext): AuditScope => ({
    context,
    actorType: 'user',
    actorId: userId,
    entity: 'user',
  });
  const companyScope = (companyId: string, actorId: string, context: RequestContext) =>
    ({ context, companyId, actorType: 'user', actorId, entity: 'company' }) as const;

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
      return writeAudited(db, ownScope(userId, context), async (t, audit) => {
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
        await audit({
          action: 'update',
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
      photo: Attachment | null,
      context: RequestContext,
    ): Promise<UserDto> {
      const file = photo && {
        ...photo,
        key: attachmentKey(`users/${userId}`, 'photo', photo.type),
      };
      return replaceAttachment(storage, file, (stored) =>
        writeAudited(db, ownScope(userId, context), async (t, audit) => {
          const before = await findUserById(t, userId);
          if (!before) throw AppError.unauthorized();
          const [updated] = await t
            .update(users)
            .set({
              photoKey: stored?.key ?? null,
              photoType: stored?.type ?? null,
              updatedAt: sql`now()`,
            })
            .where(eq(users.id, userId))
            .returning();
          await audit({ action: stored ? 'photo_uploaded' : 'photo_removed', entityId: userId });
          return { result: presentUser(updated!, media), oldKey: before.photoKey };
        }),
      );
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
      return writeAudited(db, companyScope(companyId, actorId, context), async (t, audit) => {
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
        await audit({
          action: 'update',
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
      logo: Attachment | null,
      context: RequestContext,
    ): Promise<CompanyProfile> {
      const file = logo && {
        ...logo,
        key: attachmentKey(`companies/${companyId}`, 'logo', logo.type),
      };
      return replaceAttachment(storage, file, (stored) =>
        writeAudited(db, companyScope(companyId, actorId, context), async (t, audit) => {
          const [before] = await t
            .select()
            .from(companies)
            .where(eq(companies.id, companyId))
            .for('update');
          if (!before) throw AppError.notFound();
          const [updated] = await t
            .update(companies)
            .set({
              logoKey: stored?.key ?? null,
              logoType: stored?.type ?? null,
              updatedAt: sql`now()`,
            })
            .where(eq(companies.id, companyId))
            .returning();
          await audit({ action: stored ? 'logo_uploaded' : 'logo_removed', entityId: companyId });
          return { result: presentCompany(updated!, media), oldKey: before.logoKey };
        }),
      );
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
