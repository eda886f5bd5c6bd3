/** Lower case without accents, so "jose" finds "José" and "SAO" finds "São". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether any of `texts` contains the typed term (client-side table search). */
export function matchesSearch(term: string, ...texts: string[]): boolean {
  const needle = foldText(term.trim());
  return needle === '' || texts.some((text) => foldText(text).includes(needle));
}
