// Text rules of client-side (local) lists: the search box ignores accents and case, and names
// sort the Portuguese way. Server lists get both from the API; local lists get them from here.

/**
 * Portuguese order where accents and case do not count: "Açougueiro" before "Auxiliar" (a plain
 * `localeCompare` or `<` puts "Ç"/"É" after "Z" in some engines, and upper before lower case).
 */
export const nameCollator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** Compares two texts with {@link nameCollator}; null and undefined sort as empty. */
export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  return nameCollator.compare(a ?? '', b ?? '');
}

/** A row comparator on one text of the row, for `useLocalList`'s `sorters`. */
export function byText<T>(text: (row: T) => string | null | undefined) {
  return (a: T, b: T) => compareText(text(a), text(b));
}

/** Lower case without accents, so "jose" finds "José" and "SAO" finds "São". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether any of `texts` contains the typed term (client-side table search). */
export function matchesSearch(term: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = foldText(term.trim());
  return needle === '' || texts.some((text) => text != null && foldText(text).includes(needle));
}
