import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  brandContrast,
  displayRatio,
  type Language,
  MIN_BRAND_CONTRAST,
  type Personalization,
  type PersonalizationBody,
  resolveLanguage,
} from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { personalizationRow, savePersonalization } from './personalization.repository.js';

/** What a company that never saved has: the product's colour, Portuguese. */
const DEFAULTS = { primaryColor: null, defaultLanguage: 'pt' as Language };

async function current(t: Tenant) {
  const row = await personalizationRow(t);
  return {
    primaryColor: row?.primaryColor ?? DEFAULTS.primaryColor,
    defaultLanguage: resolveLanguage(row?.defaultLanguage ?? DEFAULTS.defaultLanguage),
    updatedAt: row?.updatedAt ?? null,
  };
}

async function present(t: Tenant): Promise<Personalization> {
  const now = await current(t);
  return {
    primary_color: now.primaryColor,
    default_language: now.defaultLanguage,
    updated_at: now.updatedAt?.toISOString() ?? null,
  };
}

/**
 * Refuses a colour whose white text or whose use as text on white misses WCAG AA. The ratio in
 * the message is written the way the caller reads numbers (4,48 / 4.48).
 */
function assertLegible(color: string, language: Language): void {
  const contrast = brandContrast(color);
  if (contrast.passes) return;
  const ratio = displayRatio(Math.min(contrast.whiteText, contrast.onWhite));
  const shown = language === 'pt' ? String(ratio).replace('.', ',') : String(ratio);
  throw new AppError('business_rule', {
    message: `validation.brand_contrast|${shown}`,
    fieldErrors: { primary_color: [`validation.brand_contrast|${shown}`] },
    details: { ratio, minimum: MIN_BRAND_CONTRAST },
  });
}

/** The company's brand colour for the session (null: the product's), read in the caller's scope. */
export async function companyBrandColor(t: Tenant): Promise<string | null> {
  return (await current(t)).primaryColor;
}

/** The language a new member's account starts in, read in the caller's scope. */
export async function companyDefaultLanguage(t: Tenant): Promise<Language> {
  return (await current(t)).defaultLanguage;
}

/** System › Personalization: the brand colour and new users' language; every change audited. */
export function createPersonalizationService(deps: { db: Database }) {
  const { db } = deps;
  return {
    get: (actor: Actor): Promise<Personalization> => withTenant(db, actor, present),

    /** Saves the keys the body carries (an absent one keeps its value); audits what changed. */
    update(
      actor: Actor,
      body: PersonalizationBody,
      context: RequestContext,
      language: Language,
    ): Promise<Personalization> {
      // Checked before the transaction: a refused colour writes nothing.
      if (body.primary_color) assertLegible(body.primary_color, language);
      return writeCompanyAudited(
        db,
        {
          context,
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          entity: 'company_personalization',
        },
        async (t, audit) => {
          const before = await current(t);
          const after = {
            primaryColor:
              body.primary_color === undefined ? before.primaryColor : body.primary_color,
            defaultLanguage: body.default_language ?? before.defaultLanguage,
          };
          const changed: Record<string, { before: unknown; after: unknown }> = {};
          if (after.primaryColor !== before.primaryColor) {
            changed.primary_color = { before: before.primaryColor, after: after.primaryColor };
          }
          if (after.defaultLanguage !== before.defaultLanguage) {
            changed.default_language = {
              before: before.defaultLanguage,
              after: after.defaultLanguage,
            };
          }
          if (Object.keys(changed).length > 0) {
            await savePersonalization(t, { ...after, updatedBy: actor.userId });
            await audit({
              action: 'update',
              entityId: actor.companyId,
              before: Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, v.before])),
              after: Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, v.after])),
            });
          }
          return present(t);
        },
      );
    },
  };
}

export type PersonalizationService = ReturnType<typeof createPersonalizationService>;
