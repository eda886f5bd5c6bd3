// Character rules for free text.
//
// Spaces: the predicates below are strict — no leading/trailing spaces and exactly one space
// between words — so they describe the *stored* value. Forgiving the user is the schema's job:
// `nameLikeSchema` trims, collapses runs of spaces and NFC-normalises before checking (see
// `normalizeNameLike`), so `'  Maria   da Silva '` is accepted and stored as `'Maria da Silva'`.
// Tabs and line breaks inside a name are not spaces and are rejected.

/** ASCII letters plus the Portuguese accented letters (á à â ã é ê í ó ô õ ú ü ç, both cases). */
const NAME_LETTER = 'A-Za-zÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç';

/** Words of name letters separated by single spaces: `José da Conceição`, `ÂNGELA`. */
export const NAME_LIKE_REGEX = new RegExp(`^[${NAME_LETTER}]+(?: [${NAME_LETTER}]+)*$`);

/** ASCII letters and digits only, at least one: `ABC123`. No spaces, accents or symbols. */
export const ALPHANUMERIC_REGEX = /^[A-Za-z0-9]+$/;

export function isNameLike(value: string): boolean {
  return NAME_LIKE_REGEX.test(value);
}

export function isAlphanumeric(value: string): boolean {
  return ALPHANUMERIC_REGEX.test(value);
}

/**
 * What the user meant: NFC (a decomposed `é` from some keyboards/OSes becomes one letter), trimmed,
 * runs of spaces collapsed to one.
 */
export function normalizeNameLike(value: string): string {
  return value.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}
