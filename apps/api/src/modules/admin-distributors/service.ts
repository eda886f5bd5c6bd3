import { type Database, uuidv7 } from '@ponteiro/db';
import {
  AppError,
  commissionBasisPoints,
  type Distributor,
  type DistributorCreateFields,
  type DistributorDetail,
  type DistributorListQuery,
  type DistributorUpdateFields,
  type FileType,
  type ListResult,
} from '@ponteiro/shared';
import { attachmentKey } from '../../lib/attachments.js';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import type { FormFile } from '../../lib/multipart-form.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import {
  assertSuperuser,
  backOfficeScope,
  type PlatformAdmin,
} from '../admin-auth/platform-admin.js';
import type { MediaSigner } from '../media/signer.js';
import {
  type BroughtCompanyRow,
  type CommissionRow,
  commissionsOf,
  companiesOf,
  type DistributorRow,
  type DistributorValues,
  deleteDistributor,
  existingPlans,
  findDistributor,
  insertDistributor,
  isCnpjTaken,
  listDistributors,
  lockDistributor,
  replaceCommissions,
  updateDistributor,
} from './repository.js';

/** The form's files, already checked by their bytes (lib/multipart-form.ts). */
export interface DistributorFiles {
  contract?: FormFile | undefined;
  logo?: FormFile | undefined;
}

/** The distributor's fields, as the audit keeps them too (a signed URL is not data). */
function fieldsOf(r: DistributorRow): Omit<Distributor, 'logo_url'> {
  return {
    id: r.id,
    name: r.name,
    cnpj: r.cnpj,
    contact_name: r.contactName,
    email: r.email,
    phone: r.phone,
    notes: r.notes,
    has_contract: r.contractKey !== null,
    contract_name: r.contractName,
    has_logo: r.logoKey !== null,
    companies: r.companies,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const percentOf = (bp: number) => bp / 100;

const presentCommissions = (rows: CommissionRow[]) =>
  rows.map((c) => ({
    plan_id: c.planId,
    plan_name: c.planName,
    commission_percent: percentOf(c.commissionBp),
  }));

const presentCompanies = (rows: BroughtCompanyRow[]) =>
  rows.map((c) => ({
    id: c.id,
    name: c.name,
    plan: c.plan,
    created_at: c.createdAt.toISOString(),
  }));

const cnpjTaken = () =>
  new AppError('conflict', { fieldErrors: { cnpj: ['validation.distributor_cnpj_taken'] } });

/** A file to store: its new key and bytes. */
interface PendingFile {
  key: string;
  bytes: Uint8Array;
  type: FileType;
  filename: string;
}

/**
 * Resellers (/admin/distributor): every administrator reads; only superusers write (403
 * otherwise). Files are written before the transaction and removed again when it fails; the old
 * ones go only after the commit, so a row never points at a missing file and nothing is left over.
 */
export function createDistributorsService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
}) {
  const { db, storage, media } = deps;
  const scope = (actor: PlatformAdmin, context: RequestContext) =>
    backOfficeScope(actor, context, 'distributor');

  const present = (r: DistributorRow): Distributor => ({
    ...fieldsOf(r),
    logo_url: media.url(r.logoKey),
  });

  async function detail(t: Database, id: string): Promise<DistributorDetail> {
    const row = await findDistributor(t, id);
    if (!row) throw AppError.notFound();
    return {
      ...present(row),
      commissions: presentCommissions(await commissionsOf(t, id)),
      company_list: presentCompanies(await companiesOf(t, id)),
    };
  }

  /** Commissions in basis points; a plan that does not exist is a 422. */
  async function commissionValues(
    t: Database,
    list: NonNullable<DistributorCreateFields['commissions']>,
  ) {
    const known = await existingPlans(
      t,
      list.map((c) => c.plan_id),
    );
    const unknown = list.filter((c) => !known.has(c.plan_id));
    if (unknown.length > 0) {
      throw new AppError('business_rule', {
        fieldErrors: { commissions: ['validation.not_found_ref'] },
      });
    }
    return list.map((c) => ({
      planId: c.plan_id,
      commissionBp: commissionBasisPoints(c.commission_percent) ?? 0,
    }));
  }

  function pendingFiles(id: string, files: DistributorFiles): PendingFile[] {
    const out: PendingFile[] = [];
    for (const name of ['contract', 'logo'] as const) {
      const file = files[name];
      if (file) {
        out.push({
          key: attachmentKey(`distributors/${id}`, name, file.type),
          bytes: file.bytes,
          type: file.type,
          filename: file.filename,
        });
      }
    }
    return out;
  }

  /** Stores `files`, runs `save`; on failure removes them; after success removes `save`'s old keys. */
  async function withFiles<T>(
    files: PendingFile[],
    save: () => Promise<{ result: T; oldKeys: (string | null)[] }>,
  ): Promise<T> {
    const written: string[] = [];
    let saved: { result: T; oldKeys: (string | null)[] };
    try {
      for (const file of files) {
        await storage.put(file.key, file.bytes);
        written.push(file.key);
      }
      saved = await save();
    } catch (error) {
      await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
    for (const key of saved.oldKeys) {
      if (key && !written.includes(key)) await storage.remove(key).catch(() => undefined);
    }
    return saved.result;
  }

  return {
    /** Writes are for superusers; checked before the form is read, then again in each write. */
    assertSuperuser,

    async list(query: DistributorListQuery): Promise<ListResult<Distributor>> {
      const { rows, total } = await listDistributors(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
    },

    get: (id: string) => detail(db, id),

    async create(
      actor: PlatformAdmin,
      fields: DistributorCreateFields,
      files: DistributorFiles,
      context: RequestContext,
    ): Promise<DistributorDetail> {
      assertSuperuser(actor);
      const id = uuidv7();
      const pending = pendingFiles(id, files);
      const contract = pending.find((f) => f.key.includes('/contract-'));
      const logo = pending.find((f) => f.key.includes('/logo-'));
      return withFiles(pending, () =>
        writeAudited(db, scope(actor, context), async (t, audit) => {
          if (await isCnpjTaken(t, fields.cnpj)) throw cnpjTaken();
          const commissions = await commissionValues(t, fields.commissions ?? []);
          await insertDistributor(t, {
            id,
            name: fields.name,
            cnpj: fields.cnpj,
            contactName: fields.contact_name,
            email: fields.email,
            phone: fields.phone,
            notes: fields.notes,
            contractKey: contract?.key ?? null,
            contractName: contract?.filename ?? null,
            logoKey: logo?.key ?? null,
            logoType: logo?.type ?? null,
          });
          await replaceCommissions(t, id, commissions);
          const result = await detail(t, id);
          const { logo_url: _url, company_list: _list, ...after } = result;
          await audit({ action: 'create', entityId: id, after });
          return { result, oldKeys: [] };
        }),
      );
    },

    async update(
      actor: PlatformAdmin,
      id: string,
      fields: DistributorUpdateFields,
      files: DistributorFiles,
      context: RequestContext,
    ): Promise<DistributorDetail> {
      assertSuperuser(actor);
      const pending = pendingFiles(id, files);
      const contract = pending.find((f) => f.key.includes('/contract-'));
      const logo = pending.find((f) => f.key.includes('/logo-'));
      return withFiles(pending, () =>
        writeAudited(db, scope(actor, context), async (t, audit) => {
          if (!(await lockDistributor(t, id))) throw AppError.notFound();
          const before = (await findDistributor(t, id))!;
          const beforeCommissions = presentCommissions(await commissionsOf(t, id));
          if (fields.cnpj !== undefined && (await isCnpjTaken(t, fields.cnpj, id))) {
            throw cnpjTaken();
          }
          const values: DistributorValues = {};
          if (fields.name !== undefined) values.name = fields.name;
          if (fields.cnpj !== undefined) values.cnpj = fields.cnpj;
          if (fields.contact_name !== undefined) values.contactName = fields.contact_name;
          if (fields.email !== undefined) values.email = fields.email;
          if (fields.phone !== undefined) values.phone = fields.phone;
          if (fields.notes !== undefined) values.notes = fields.notes;
          const oldKeys: (string | null)[] = [];
          if (contract || fields.remove_contract === 'true') {
            values.contractKey = contract?.key ?? null;
            values.contractName = contract?.filename ?? null;
            oldKeys.push(before.contractKey);
          }
          if (logo || fields.remove_logo === 'true') {
            values.logoKey = logo?.key ?? null;
            values.logoType = logo?.type ?? null;
            oldKeys.push(before.logoKey);
          }
          if (fields.commissions !== undefined) {
            await replaceCommissions(t, id, await commissionValues(t, fields.commissions));
          }
          await updateDistributor(t, id, values);
          const result = await detail(t, id);
          const { logo_url: _url, company_list: _list, ...after } = result;
          await audit({
            action: 'update',
            entityId: id,
            before: { ...fieldsOf(before), commissions: beforeCommissions },
            after,
          });
          return { result, oldKeys };
        }),
      );
    },

    /** Its companies stay, without a distributor (the foreign key sets it null). */
    async remove(actor: PlatformAdmin, id: string, context: RequestContext): Promise<void> {
      assertSuperuser(actor);
      const keys = await writeAudited(db, scope(actor, context), async (t, audit) => {
        if (!(await lockDistributor(t, id))) throw AppError.notFound();
        const before = (await findDistributor(t, id))!;
        const commissions = presentCommissions(await commissionsOf(t, id));
        await deleteDistributor(t, id);
        await audit({
          action: 'delete',
          entityId: id,
          before: { ...fieldsOf(before), commissions },
        });
        return [before.contractKey, before.logoKey];
      });
      for (const key of keys) if (key) await storage.remove(key).catch(() => undefined);
    },

    /** The contract PDF, for download. */
    async contract(id: string): Promise<{ bytes: Buffer; name: string }> {
      const row = await findDistributor(db, id);
      if (!row?.contractKey) throw AppError.notFound();
      const bytes = await storage.get(row.contractKey);
      if (!bytes) throw AppError.notFound();
      return { bytes, name: row.contractName ?? 'contrato.pdf' };
    },

    /** The logo, for download. */
    async logo(id: string): Promise<{ bytes: Buffer; type: string }> {
      const row = await findDistributor(db, id);
      if (!row?.logoKey) throw AppError.notFound();
      const bytes = await storage.get(row.logoKey);
      if (!bytes) throw AppError.notFound();
      return { bytes, type: row.logoType === 'png' ? 'image/png' : 'image/jpeg' };
    },
  };
}
export type DistributorsService = ReturnType<typeof createDistributorsService>;
