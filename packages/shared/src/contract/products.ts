import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { DEVICE_CODE_PREFIXES } from '../constants/index.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';

// Device products (issue 16, back-office): the device models the provider sells; a company
// registers its devices against them. Managed under admin-<slug>/products/. A photo is uploaded
// first (products/photo/ → `photo_id`), then referenced once by the product's POST or PUT.

export const productSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Serial numbers of this model start with it; null: none. */
    code_prefix: z.enum(DEVICE_CODE_PREFIXES).nullable(),
    description: z.string().nullable(),
    has_photo: z.boolean(),
    /** A short-lived signed URL of the photo (for <img>); null without a photo. */
    photo_url: z.string().nullable(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productBodySchema = z
  .object({
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(120),
    code_prefix: z.enum(DEVICE_CODE_PREFIXES).nullable().default(null),
    description: multiLineText()
      .max(1000)
      .nullish()
      .transform((v) => v || null),
    /**
     * A photo uploaded through products/photo/ and not used yet. Absent: the photo stays as it is
     * (none on a new product); null: the photo is removed.
     */
    photo_id: z.uuid({ message: 'validation.uuid' }).nullable().optional(),
    is_active: z.boolean().default(true),
  })
  .strict();
export type ProductBody = z.input<typeof productBodySchema>;

export const productListQuerySchema = listQuerySchema.extend({
  is_active: z.enum(['true', 'false']).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** An uploaded photo waiting for a product to reference it (`photo_id`). */
export const productPhotoSchema = z
  .object({
    photo_id: z.uuid(),
    content_type: z.enum(['image/jpeg', 'image/png']),
    size: z.number().int(),
  })
  .meta({ id: 'ProductPhoto' });
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
