import { type PtCatalogue, pt } from './pt';
import { ptWithAntd } from './pt/with-antd';

// The whole Portuguese `translation` in one object, as i18next holds it once antd has loaded (for
// tests and tools; the app loads the two parts apart, see pt.ts).

function merge(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

export const ptWhole = merge(pt, ptWithAntd) as PtCatalogue;
