import { DEFAULT_LANGUAGE, type Language } from '../constants/index.js';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const LOCALES: Record<Language, string> = { pt: 'pt-BR', 'en-US': 'en-US' };

/**
 * Binary units, as UPLOAD_RULES are (1 KB = 1024 B): `204800` → `200 KB`, `3145728` → `3 MB`,
 * `1572864` → `1,5 MB` in pt / `1.5 MB` in en-US. At most one decimal, none when whole.
 */
export function formatBytes(n: number, lang: Language = DEFAULT_LANGUAGE): string {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`formatBytes: invalid size ${n}`);
  const format = new Intl.NumberFormat(LOCALES[lang], {
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  let value = n;
  let unit = 0;
  // Compare the rounded value so 1023.96 KB reads `1 MB`, not `1024 KB`.
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${format.format(value)} ${UNITS[unit]}`;
}
