import { z } from 'zod';
import { LANGUAGES } from '../constants/index.js';

// Personalization (issue 19): the company's brand colour, which the company shell's antd theme
// follows, and the language a new member's account starts in. Path:
// system/personalization/settings/ (GET, PUT). A company that never saved has no colour of its own
// (the product's) and Portuguese. The logo is the company profile's (company/logo/).

/** WCAG 2.1 AA for body text (1.4.3): the brand colour carries white button text and links. */
export const MIN_BRAND_CONTRAST = 4.5;

/** '#rrggbb' only: shorthand '#rgb' is refused by format (one spelling stored, nothing guessed). */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** [r, g, b] of a '#rrggbb' colour (0–255 each), or null when it is not one. */
export function parseHexColor(color: string): [number, number, number] | null {
  if (!HEX_COLOR_PATTERN.test(color)) return null;
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2.1 relative luminance of an sRGB channel triple (0 black … 1 white). */
export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two '#rrggbb' colours (1 … 21); symmetric in its arguments. */
export function contrastRatio(a: string, b: string): number {
  const [ra, rb] = [parseHexColor(a), parseHexColor(b)];
  if (!ra || !rb) throw new Error(`not a #rrggbb colour: ${ra ? b : a}`);
  const [la, lb] = [relativeLuminance(ra), relativeLuminance(rb)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface BrandContrast {
  /** White text on the colour (a primary button's label). */
  whiteText: number;
  /** The colour as text or a link on white. The ratio is symmetric, so it equals `whiteText`. */
  onWhite: number;
  /** Both reach MIN_BRAND_CONTRAST. */
  passes: boolean;
}

/** Whether a brand colour keeps the shell's texts legible (both uses checked, by the book). */
export function brandContrast(color: string): BrandContrast {
  const whiteText = contrastRatio('#ffffff', color);
  const onWhite = contrastRatio(color, '#ffffff');
  return {
    whiteText,
    onWhite,
    passes: whiteText >= MIN_BRAND_CONTRAST && onWhite >= MIN_BRAND_CONTRAST,
  };
}

/**
 * A ratio for people, two decimals (4.48). A failing ratio never reads as the minimum: 4.497
 * shows 4.49, not 4.50, so the message never says "4.50, the minimum is 4.5".
 */
export function displayRatio(ratio: number): number {
  const rounded = Math.round(ratio * 100) / 100;
  return ratio < MIN_BRAND_CONTRAST && rounded >= MIN_BRAND_CONTRAST ? 4.49 : rounded;
}

/** The brand colour in a body: '#rrggbb' in either case, stored lowercase. */
export const brandColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR_PATTERN, { message: 'validation.hex_color' })
  .transform((v) => v.toLowerCase());

export const personalizationSchema = z
  .object({
    /** '#rrggbb' (lowercase); null: the product's colour. */
    primary_color: z.string().nullable(),
    /** The language a new member's account starts in. */
    default_language: z.enum(LANGUAGES),
    /** When last saved; null: never (the defaults). */
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'Personalization' });
export type Personalization = z.infer<typeof personalizationSchema>;

/** An absent key keeps its value; primary_color null restores the product's colour. */
export const personalizationBodySchema = z
  .object({
    primary_color: brandColorSchema.nullable().optional(),
    default_language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type PersonalizationBody = z.infer<typeof personalizationBodySchema>;
