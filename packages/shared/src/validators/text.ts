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

// Characters no text field accepts. NUL breaks PostgreSQL (a 500 before this rule); the other C0
// controls, DEL, U+FFFE/U+FFFF and unpaired surrogates are not text and break the spreadsheets and
// files the company exports; bidi embeddings/overrides/isolates (U+202A–U+202E, U+2066–U+2069)
// make a name display differently from what it is ("Trojan Source"). Tab, LF and CR are allowed
// only where a field is multi-line.
const FORBIDDEN_ANYWHERE =
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069\\uFFFE\\uFFFF';
const LONE_SURROGATE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

/** Forbidden in multi-line text: everything above except tab, LF and CR. */
export const MULTILINE_FORBIDDEN_REGEX = new RegExp(`[${FORBIDDEN_ANYWHERE}]|${LONE_SURROGATE}`);
/** Forbidden in single-line text (names, codes, search terms): also tab, LF and CR. */
export const SINGLE_LINE_FORBIDDEN_REGEX = new RegExp(
  `[\\t\\n\\r${FORBIDDEN_ANYWHERE}]|${LONE_SURROGATE}`,
);

/**
 * The first character `value` may not hold, as `U+XXXX` (for logs and tests), or null when the
 * text is clean. Single-line unless `multiline` is set.
 */
export function forbiddenCharacter(
  value: string,
  options: { multiline?: boolean } = {},
): string | null {
  const match = (options.multiline ? MULTILINE_FORBIDDEN_REGEX : SINGLE_LINE_FORBIDDEN_REGEX).exec(
    value,
  );
  if (!match) return null;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** True when `value` holds no forbidden character (single-line unless `multiline`). */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return forbiddenCharacter(value, options) === null;
}
