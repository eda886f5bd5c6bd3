import type { Language } from '@ponteiro/shared';

// Texts of a screen area live in their own i18next namespace and travel with the area's lazy
// chunk: the area registers them when its chunk loads, and the catalogue backend serves them
// from here. Only the core catalogue (`translation`) ships with the sign-in page.

export type AreaTexts = Record<Language, Record<string, unknown>>;

const registry = new Map<string, AreaTexts>();

/** Called at the top of an area's texts module (before any of its screens renders). */
export function registerAreaTexts(namespace: string, texts: AreaTexts): void {
  registry.set(namespace, texts);
}

/** The area's texts in `language`, or undefined when no such area was registered. */
export function areaTexts(
  namespace: string,
  language: Language,
): Record<string, unknown> | undefined {
  return registry.get(namespace)?.[language];
}
