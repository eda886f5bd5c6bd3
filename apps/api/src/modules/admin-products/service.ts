import { randomUUID } from 'node:crypto';
import { type Database, uuidv7 } from '@ponteiro/db';
import {
  AppError,
  detectFileType,
  type FileType,
  type ListResult,
  type Product,
  type ProductListQuery,
  type ProductPhoto,
  type productBodySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import {
  type Attachment,
  attachmentKey,
  replaceAttachment,
  type StoredFile,
} from '../../lib/attachments.js';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import {
  assertSuperuser,
  backOfficeScope,
  type PlatformAdmin,
} from '../admin-auth/platform-admin.js';
import type { MediaSigner } from '../media/signer.js';
import {
  findProduct,
  insertProduct,
  isProductNameTaken,
  listProducts,
  type ProductRow,
  type ProductValues,
  updateProduct,
} from './repository.js';

type ProductBody = z.output<typeof productBodySchema>;

/** The photo types a product takes (the `image` upload rule). */
const PHOTO_TYPES = ['jpeg', 'png'] as const satisfies readonly FileType[];
const contentTypeOf = (type: string): ProductPhoto['content_type'] =>
  type === 'png' ? 'image/png' : 'image/jpeg';

/** Where an uploaded photo waits for the product that references it (once). */
const stagedKey = (photoId: string, type: FileType) => `products/staged/${photoId}.${type}`;

/** The product's fields as the audit keeps them (a signed URL is not data, and expires). */
const fieldsOf = (r: ProductRow): Omit<Product, 'photo_url'> => ({
  id: r.id,
  name: r.name,
  code_prefix: r.codePrefix,
  description: r.description,
  has_photo: r.photoKey !== null,
  is_active: r.isActive,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const valuesOf = (body: ProductBody): ProductValues => ({
  name: body.name,
  codePrefix: body.code_prefix,
  description: body.description,
  isActive: body.is_active,
});

const nameTaken = () =>
  new AppError('conflict', { fieldErrors: { name: ['validation.product_name_taken'] } });

/**
 * Device products (/admin/product-management): every administrator reads; only superusers write
 * (403 otherwise). A photo is uploaded first (`stagePhoto`, checked by its bytes) and referenced
 * by `photo_id` in the product's create or edit, which moves it under the product: a photo id
 * works once, an unknown or used one is a 422. Every write is audited with its before and after.
 */
export function createProductsService(deps: {
  db: Database;
  storage: FileStorage;
  media: MediaSigner;
}) {
  const { db, storage, media } = deps;
  const scope = (actor: PlatformAdmin, context: RequestContext) =>
    backOfficeScope(actor, context, 'product');
  const present = (r: ProductRow): Product => ({
    ...fieldsOf(r),
    photo_url: media.url(r.photoKey),
  });

  /** The staged photo of `photoId`, checked by its bytes again; 422 when there is none. */
  const staged = async (photoId: string): Promise<Attachment & { stagedKey: string }> => {
    for (const type of PHOTO_TYPES) {
      const key = stagedKey(photoId, type);
      const bytes = await storage.get(key);
      if (bytes && detectFileType(bytes) === type) return { bytes, type, stagedKey: key };
    }
    throw new AppError('business_rule', {
      fieldErrors: { photo_id: ['validation.product_photo_unknown'] },
    });
  };

  /**
   * Saves a product with its photo change (`photoId` undefined: none). The photo is written under
   * the product first, `write` points the row at it in its audited transaction and answers the key
   * it replaced; the staged copy and the replaced photo are removed only after the commit, and a
   * failed write removes the new copy (lib/attachments.ts).
   */
  const save = async (
    productId: string,
    photoId: string | null | undefined,
    write: (
      photo: StoredFile | null | undefined,
    ) => Promise<{ result: Product; oldKey: string | null }>,
  ): Promise<Product> => {
    if (photoId === undefined) return (await write(undefined)).result;
    const photo = photoId === null ? null : await staged(photoId);
    const file = photo && {
      bytes: photo.bytes,
      type: photo.type,
      key: attachmentKey(`products/${productId}`, 'photo', photo.type),
    };
    const result = await replaceAttachment(storage, file, write);
    if (photo) await storage.remove(photo.stagedKey).catch(() => undefined);
    return result;
  };

  return {
    /** For the upload route: refuses before the file is read. */
    assertCanWrite: assertSuperuser,

    async list(query: ProductListQuery): Promise<ListResult<Product>> {
      const { rows, total } = await listProducts(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
    },

    async stagePhoto(
      actor: PlatformAdmin,
      upload: Attachment,
      context: RequestContext,
    ): Promise<ProductPhoto> {
      assertSuperuser(actor);
      const photoId = randomUUID();
      const key = stagedKey(photoId, upload.type);
      await storage.put(key, upload.bytes);
      try {
        await writeAudited(db, scope(actor, context), (_t, audit) =>
          audit({
            action: 'photo_uploaded',
            after: { photo_id: photoId, type: upload.type, size: upload.bytes.byteLength },
          }),
        );
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
      return {
        photo_id: photoId,
        content_type: contentTypeOf(upload.type),
        size: upload.bytes.byteLength,
      };
    },

    async create(
      actor: PlatformAdmin,
      body: ProductBody,
      context: RequestContext,
    ): Promise<Product> {
      assertSuperuser(actor);
      const id = uuidv7();
      return save(id, body.photo_id ?? undefined, (photo) =>
        writeAudited(db, scope(actor, context), async (t, audit) => {
          if (await isProductNameTaken(t, body.name)) throw nameTaken();
          await insertProduct(t, id, valuesOf(body), photo ?? null);
          const created = (await findProduct(t, id))!;
          await audit({ action: 'create', entityId: id, after: fieldsOf(created) });
          return { result: present(created), oldKey: null };
        }),
      );
    },

    async update(
      actor: PlatformAdmin,
      id: string,
      body: ProductBody,
      context: RequestContext,
    ): Promise<Product> {
      assertSuperuser(actor);
      return save(id, body.photo_id, (photo) =>
        writeAudited(db, scope(actor, context), async (t, audit) => {
          const before = await findProduct(t, id);
          if (!before) throw AppError.notFound();
          if (await isProductNameTaken(t, body.name, id)) throw nameTaken();
          await updateProduct(t, id, valuesOf(body), photo);
          const after = (await findProduct(t, id))!;
          await audit({
            action: 'update',
            entityId: id,
            before: fieldsOf(before),
            after: fieldsOf(after),
          });
          return { result: present(after), oldKey: photo === undefined ? null : before.photoKey };
        }),
      );
    },

    /** The product's photo bytes and content type; 404 without one. */
    async photo(id: string): Promise<{ bytes: Buffer; contentType: ProductPhoto['content_type'] }> {
      const row = await findProduct(db, id);
      if (!row?.photoKey || !row.photoType) throw AppError.notFound();
      const bytes = await storage.get(row.photoKey);
      if (!bytes) throw AppError.notFound();
      return { bytes, contentType: contentTypeOf(row.photoType) };
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
