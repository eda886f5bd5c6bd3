import { type Database, type Tenant, uuidv7 } from '@ponteiro/db';
import { AppError, formatBytes, PUNCH_PHOTO_MAX_BYTES } from '@ponteiro/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../lib/storage.js';
import {
  deletePunchPhoto,
  expiredPunchPhotos,
  insertPunchPhoto,
} from './time-tracking.repository.js';

// A photo taken at a punch (issue 19): personal data (LGPD), kept `photo_retention_days` and then
// erased, file and row, by the daily job. Told by its bytes only (JPEG, PNG, WebP).

export interface PunchPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.byteLength >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The photo's type by its magic number, or null. */
export function photoTypeOf(bytes: Uint8Array): Omit<PunchPhoto, 'bytes'> | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

/**
 * The photo of a punch body (base64), checked like the other uploads: too large → 413, not an
 * image by its bytes → 415 (field `photo`). Called before anything is written.
 */
export function decodePunchPhoto(base64: string): PunchPhoto {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > PUNCH_PHOTO_MAX_BYTES) {
    throw new AppError('payload_too_large', {
      fieldErrors: { photo: [`validation.file_size|${formatBytes(PUNCH_PHOTO_MAX_BYTES)}`] },
    });
  }
  const type = photoTypeOf(bytes);
  if (!type) {
    throw new AppError('unsupported_media_type', {
      fieldErrors: { photo: ['validation.file_type|JPEG, PNG, WEBP'] },
    });
  }
  return { bytes, ...type };
}

/** Where a company's punch photo lives in the storage. */
export const punchPhotoKey = (companyId: string, id: string, extension: string) =>
  `companies/${companyId}/punch-photos/${id}.${extension}`;

/** Stores the file (before the punch, so a storage failure refuses the punch whole). */
export async function storePunchPhoto(
  storage: FileStorage,
  companyId: string,
  photo: PunchPhoto,
): Promise<{ id: string; key: string }> {
  const id = uuidv7();
  const key = punchPhotoKey(companyId, id, photo.extension);
  await storage.put(key, photo.bytes);
  return { id, key };
}

/** The photo's row, once the punch it belongs to is recorded; erased `retentionDays` from now. */
export async function recordPunchPhoto(
  t: Tenant,
  stored: { id: string; key: string },
  photo: PunchPhoto,
  punch: { recordId: string; employeeId: string },
  retentionDays: number,
  now: Date,
): Promise<void> {
  await insertPunchPhoto(t, {
    id: stored.id,
    recordId: punch.recordId,
    employeeId: punch.employeeId,
    storageKey: stored.key,
    contentType: photo.contentType,
    size: photo.bytes.byteLength,
    expiresAt: new Date(now.getTime() + retentionDays * 86_400_000),
  });
}

/** Photos erased per pass (the job runs daily; a backlog drains over a few passes at most). */
const ERASE_BATCH = 500;

/** The daily erase job's queue name. */
export const PUNCH_PHOTO_ERASE_QUEUE = 'punch-photos-erase';

/**
 * Erases every photo past its retention, file first then row (a row without its file would
 * point nowhere; a file left by a failure is found again next pass through its row). Answers
 * how many were erased.
 */
export async function eraseExpiredPunchPhotos(
  deps: { db: Database; storage: FileStorage; log?: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await expiredPunchPhotos(deps.db, now, ERASE_BATCH);
    for (const photo of due) {
      await deps.storage.remove(photo.storageKey);
      await deletePunchPhoto(deps.db, photo.companyId, photo.id);
      erased++;
    }
    if (due.length < ERASE_BATCH) break;
  }
  if (erased > 0) deps.log?.info({ erased }, 'punch photos past their retention erased');
  return erased;
}
