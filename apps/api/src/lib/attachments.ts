import type { FileType } from '@ponteiro/shared';
import type { FileStorage } from './storage.js';

/** An uploaded file already checked by its bytes (lib/uploads.ts). */
export interface Attachment {
  bytes: Uint8Array;
  type: FileType;
}

/** A stored file as a row keeps it. */
export interface StoredFile {
  key: string;
  type: FileType;
}

/**
 * A new key per upload (`<folder>/<name>-<ms>.<type>`): a cached old image can never show for the
 * new one. The media route (ADR 0008) accepts exactly this shape, so keep it.
 */
export function attachmentKey(folder: string, name: string, type: FileType): string {
  return `${folder}/${name}-${Date.now()}.${type}`;
}

/**
 * Replaces (or, with `file` null, removes) the file a row points at, the one way every upload
 * does it:
 * 1. the new file is written first, so a committed row never points at a missing file;
 * 2. `save` points the row at it inside its transaction and answers the key it replaced;
 * 3. if `save` throws, the new file is removed (nothing orphaned) and the error goes on;
 * 4. only after the commit is the old file removed (a rolled-back row still points at it).
 */
export async function replaceAttachment<T>(
  storage: FileStorage,
  file: (Attachment & { key: string }) | null,
  save: (stored: StoredFile | null) => Promise<{ result: T; oldKey: string | null }>,
): Promise<T> {
  if (file) await storage.put(file.key, file.bytes);
  let saved: { result: T; oldKey: string | null };
  try {
    saved = await save(file ? { key: file.key, type: file.type } : null);
  } catch (error) {
    // The failure the caller must see is the write's, not a failed clean-up.
    if (file) await storage.remove(file.key).catch(() => undefined);
    throw error;
  }
  if (saved.oldKey && saved.oldKey !== file?.key) {
    // The change is committed: a file left behind is better than failing a saved change.
    await storage.remove(saved.oldKey).catch(() => undefined);
  }
  return saved.result;
}
