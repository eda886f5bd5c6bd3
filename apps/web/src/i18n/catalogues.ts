import type { Language } from '@ponteiro/shared';
import type { BackendModule, ReadCallback } from 'i18next';
import { areaTexts } from './area-texts';
import { type Catalogue, pt } from './locales/pt';

// pt ships in the entry chunk (it is the default and the fallback; the texts of antd screens join
// it with antd, see locales/pt.ts); en-US is a separate chunk fetched only for English.
const loaders: Record<Language, () => Promise<Catalogue | typeof pt>> = {
  pt: async () => pt,
  'en-US': async () => (await import('./locales/en-US')).enUS,
};

export function loadCatalogue(language: Language): Promise<Catalogue | typeof pt> {
  return loaders[language]();
}

/**
 * i18next backend: the namespace `translation` reads the catalogues above; any other namespace is
 * an area's texts, registered by its chunk (area-texts.ts).
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    if (namespace !== 'translation') {
      callback(null, areaTexts(namespace, language as Language) ?? {});
      return;
    }
    const loader = loaders[language as Language];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export type { Catalogue };
export { pt };
