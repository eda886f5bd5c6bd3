import { type FileType, UPLOAD_RULES, type UploadKind } from '../constants/index.js';
import { detectFileType, isPlainText } from './detect.js';

export type UploadCheck =
  | { ok: true; type: FileType }
  | { ok: false; reason: 'file_type' | 'file_size'; allowed: string; maxBytes: number };

/**
 * Whether `bytes` may be stored as `kind`. `reason` matches the `validation.file_type` /
 * `validation.file_size` messages; `allowed` (`JPEG, PNG`) and `formatBytes(maxBytes)` fill their
 * `{{n}}`. The size is checked first so an oversize upload is never parsed.
 */
export function checkUpload(kind: UploadKind, bytes: Uint8Array): UploadCheck {
  const rule = UPLOAD_RULES[kind];
  const fail = (reason: 'file_type' | 'file_size'): UploadCheck => ({
    ok: false,
    reason,
    allowed: rule.types.map((t) => t.toUpperCase()).join(', '),
    maxBytes: rule.maxBytes,
  });
  if (bytes.byteLength > rule.maxBytes) return fail('file_size');
  const type =
    detectFileType(bytes) ?? (rule.types.includes('text') && isPlainText(bytes) ? 'text' : null);
  if (type === null || !rule.types.includes(type)) return fail('file_type');
  return { ok: true, type };
}
