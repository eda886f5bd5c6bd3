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
