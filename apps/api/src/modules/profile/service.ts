import type { Database } from '@ponteiro/db';
import {
  AppError,
  type CompanyProfile,
  type companyProfileUpdateBodySchema,
  type profileUpdateBodySchema,
  type UserDto,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type Attachment, attachmentKey, replaceAttachment } from '../../lib/attachments.js';
import {
  type AuditScope,
  type RequestContext,
  writeAudited,
  writeCompanyAudited,
} from '../../lib/audit.js';
import type { FileStorage } from '../../lib/storage.js';
import { findUserById, presentUser } from '../auth/users.repository.js';
import { type CompanyRow, findCompany } from '../companies/repository.js';
import type { MediaSigner } from '../media/signer.js';
import { recordCompanyNameChange } from '../register/employer-records.js';
import {
  findCompanyForUpdate,
  setCompanyLogo,
  setUserPhoto,
  updateCompanyProfile,
  updateUserProfile,
} from './repository.js';

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
  /** A member acting on their company's profile: the company's own scoped transaction. */
  const companyScope = (companyId: string, actorId: string, context: RequestContext) =>
    ({ context, companyId, actorType: 'user', actorId, entity: 'company' }) as const;

  return {
    async updateUser(
      userId: string,
      body: z.output<typeof profileUpdateBodySchema>,
      context: RequestContext,
    ): Promise<UserDto> {
      return writeAudited(db, ownScope(userId, context), async (t, audit) => {
        const before = await findUserById(t, userId);
        if (!before) throw AppError.unauthorized();
        const row = await updateUserProfile(t, userId, body);
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
        return presentUser(row, media);
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
          const updated = await setUserPhoto(t, userId, stored);
          await audit({ action: stored ? 'photo_uploaded' : 'photo_removed', entityId: userId });
          return { result: presentUser(updated, media), oldKey: before.photoKey };
        }),
      );
    },

    async company(companyId: string): Promise<CompanyProfile> {
      const row = await findCompany(db, companyId);
      if (!row) throw AppError.notFound();
      return presentCompany(row, media);
    },

    async updateCompany(
      companyId: string,
      actorId: string,
      body: z.output<typeof companyProfileUpdateBodySchema>,
      context: RequestContext,
    ): Promise<CompanyProfile> {
      const scope = companyScope(companyId, actorId, context);
      return writeCompanyAudited(db, scope, async (t, audit) => {
        const before = await findCompanyForUpdate(t);
        if (!before) throw AppError.notFound();
        const row = await updateCompanyProfile(t, before, body);
        if (row.legalName !== before.legalName) {
          await recordCompanyNameChange(t, actorId, row.legalName);
        }
        await audit({
          action: 'update',
          entityId: companyId,
          before: companyFields(before),
          after: companyFields(row),
        });
        return presentCompany(row, media);
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
        writeCompanyAudited(db, companyScope(companyId, actorId, context), async (t, audit) => {
          const before = await findCompanyForUpdate(t);
          if (!before) throw AppError.notFound();
          const updated = await setCompanyLogo(t, stored);
          await audit({ action: stored ? 'logo_uploaded' : 'logo_removed', entityId: companyId });
          return { result: presentCompany(updated, media), oldKey: before.logoKey };
        }),
      );
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
