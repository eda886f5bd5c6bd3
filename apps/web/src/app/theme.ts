import { contrastRatio, MIN_BRAND_CONTRAST } from '@ponteiro/shared';
import type { ThemeConfig } from 'antd';

/** Deep blue: calm and legible for a product people use all day to approve hours and records. */
export const PRIMARY_COLOR = '#1456a0';

/**
 * Texts must reach 4.5:1 (WCAG 1.4.3) on white and on the grey page and table-header
 * backgrounds (#f4f6f9, #fafafa). antd's defaults do not: secondary text (0.45 alpha) is 3.4:1,
 * placeholders (0.25) 1.8:1, error red (#ff4d4f) 3.3:1 and preset tag texts (green-7) 3.4:1.
 */
export const ACCESSIBLE_COLORS = {
  /** Descriptions, hints, statistic titles, muted rows: ≥ 5.1:1 on #f0f0f0 and lighter. */
  textTertiary: 'rgba(0, 0, 0, 0.58)',
  /** Select and input placeholders, empty-table text: ≥ 4.6:1, still lighter than values. */
  textPlaceholder: 'rgba(0, 0, 0, 0.55)',
  /** Error texts and borders (antd red-7): 5.6:1 on white. */
  error: '#cf1322',
  /** Preset tag texts, one step darker than antd's (green-8, gold-9). */
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
} as const;

/** Data tables' cell padding (px): every table is compact unless it asks otherwise. */
export const TABLE_DENSITY = { cellPaddingBlock: 8, cellPaddingInline: 8 } as const;

export const theme: ThemeConfig = {
  cssVar: { key: 'ponteiro' },
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorError: ACCESSIBLE_COLORS.error,
    colorTextTertiary: ACCESSIBLE_COLORS.textTertiary,
    colorTextDescription: ACCESSIBLE_COLORS.textTertiary,
    colorTextPlaceholder: ACCESSIBLE_COLORS.textPlaceholder,
    // antd keeps each palette twice (green7 for styles, 'green-7' for the CSS variables).
    green7: ACCESSIBLE_COLORS.green7,
    'green-7': ACCESSIBLE_COLORS.green7,
    gold7: ACCESSIBLE_COLORS.gold7,
    'gold-7': ACCESSIBLE_COLORS.gold7,
    orange7: ACCESSIBLE_COLORS.orange7,
    'orange-7': ACCESSIBLE_COLORS.orange7,
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerHeight: 64,
      headerBg: '#ffffff',
      headerPadding: '0 16px',
      siderBg: '#ffffff',
      bodyBg: '#f4f6f9',
    },
    Menu: { itemBg: 'transparent' },
    Table: {
      // An empty table's "no data" text is drawn in the disabled colour; it is text to read.
      colorTextDisabled: ACCESSIBLE_COLORS.textPlaceholder,
      // Compact rows by default (antd's 16 px padding gave 74 px rows, 6 employees on a
      // 1366×800 screen): HR users compare many rows at once.
      cellPaddingBlock: TABLE_DENSITY.cellPaddingBlock,
      cellPaddingInline: TABLE_DENSITY.cellPaddingInline,
    },
  },
};

/** `color` ('#rrggbb') mixed toward `toward` by `amount` (0–1). */
function mix(color: string, toward: 0 | 255, amount: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (toward - c) * amount);
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A darker shade of the same hue. */
export const darken = (color: string, amount: number) => mix(color, 0, amount);
/** A lighter tint of the same hue. */
export const lighten = (color: string, amount: number) => mix(color, 255, amount);

/** `color`, darkened only as far as needed to read at 4.5:1 on `background`. */
export function legibleOn(color: string, background: string): string {
  let shade = color;
  for (let amount = 0.04; contrastRatio(shade, background) < MIN_BRAND_CONTRAST; amount += 0.04) {
    shade = darken(color, Math.min(amount, 1));
  }
  return shade;
}

/**
 * The company shell's theme: the company's brand colour (System › Personalization) in place of
 * the product's, or the product theme itself without one. The colour was accepted at 4.5:1 with
 * white; antd derives a lighter hover, which would fall below that under white text, so hover and
 * active are darker shades here (they only raise the contrast), and the menu's selected item
 * (the colour on its own pale tint) is darkened as far as it must. The public site and the
 * back-office keep `theme`.
 */
export function companyTheme(brandColor: string | null | undefined): ThemeConfig {
  if (!brandColor) return theme;
  const hover = darken(brandColor, 0.12);
  const active = darken(brandColor, 0.24);
  const selectedBg = lighten(brandColor, 0.9);
  return {
    ...theme,
    // antd scopes a theme's CSS variables by this key: two themes sharing one key overwrite each
    // other's variables (the shell and the settings screen's preview draw side by side).
    cssVar: { key: `ponteiro-${brandColor.slice(1).toLowerCase()}` },
    token: {
      ...theme.token,
      colorPrimary: brandColor,
      colorInfo: brandColor,
      colorLink: brandColor,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorPrimaryText: brandColor,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: active,
      colorPrimaryBorderHover: hover,
      colorLinkHover: hover,
      colorLinkActive: active,
    },
    components: {
      ...theme.components,
      Menu: {
        ...theme.components?.Menu,
        itemSelectedBg: selectedBg,
        itemSelectedColor: legibleOn(brandColor, selectedBg),
      },
    },
  };
}
