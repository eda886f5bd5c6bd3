import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { companyTheme, darken, legibleOn, theme } from './theme';

// WCAG 1.4.3: body-size text needs 4.5:1. antd's defaults miss it (secondary text 3.4:1,
// placeholders 1.8:1, error red 3.3:1, green tag text 3.4:1); the theme must keep them above.

type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba?.[1]) throw new Error(`unexpected colour ${color}`);
  const [r = 0, g = 0, b = 0, a = 1] = rgba[1].split(',').map((p) => Number(p.trim()));
  return { rgb: [r, g, b], alpha: a };
}

function onBackground(color: string, background: string): Rgb {
  const { rgb, alpha } = parse(color);
  const bg = parse(background).rgb;
  return rgb.map((c, i) => Math.round(c * alpha + (bg[i] ?? 0) * (1 - alpha))) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(color: string, background: string): number {
  const [a, b] = [luminance(onBackground(color, background)), luminance(parse(background).rgb)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
// White cards, table headers and hovered rows, the page background.
const BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f5f5', '#f4f6f9'];

describe('theme colours reach 4.5:1', () => {
  it.each([
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorError',
    'colorPrimary',
  ])('%s on white and the light greys', (name) => {
    const color = token[name] as string;
    for (const background of BACKGROUNDS) {
      expect(
        contrast(color, background),
        `${name} ${color} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['green', 'gold', 'orange', 'red', 'blue'])(
    'a %s tag: its text on its own background (both palette spellings)',
    (preset) => {
      for (const text of [token[`${preset}7`], token[`${preset}-7`]]) {
        expect(contrast(text as string, token[`${preset}1`] as string)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('data tables', () => {
  it('are compact by default: 8 px above and below each cell, not antd’s 16', () => {
    const table = theme.components?.Table;
    expect(table?.cellPaddingBlock).toBe(8);
    expect(table?.cellPaddingInline).toBeLessThanOrEqual(8);
  });
});

describe('the company shell’s theme (System › Personalization)', () => {
  it('is the product theme without a brand colour', () => {
    expect(companyTheme(null)).toBe(theme);
    expect(companyTheme(undefined)).toBe(theme);
  });

  it.each(['#767676', '#0b6e4f', '#1456a0', '#8b0000', '#5b2a86'])(
    '%s: primary, links, hover, active and the selected menu item stay at 4.5:1',
    (brand) => {
      const company = companyTheme(brand);
      const derived = antdTheme.getDesignToken(company) as unknown as Record<string, string>;
      expect(derived.colorPrimary).toBe(brand);
      expect(derived.colorLink).toBe(brand);
      for (const name of [
        'colorPrimary',
        'colorPrimaryHover',
        'colorPrimaryActive',
        'colorLinkHover',
        'colorLinkActive',
        'colorPrimaryText',
      ]) {
        // White on the colour (buttons) and the colour on white (links, texts).
        expect(
          contrast(derived[name] as string, '#ffffff'),
          `${name} of ${brand}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      const menu = company.components?.Menu as {
        itemSelectedColor: string;
        itemSelectedBg: string;
      };
      expect(contrast(menu.itemSelectedColor, menu.itemSelectedBg)).toBeGreaterThanOrEqual(4.5);
      // The rest of the theme (accessible greys, compact tables) is kept.
      expect(company.components?.Table).toEqual(theme.components?.Table);
      expect(derived.colorTextTertiary).toBe(token.colorTextTertiary);
    },
  );

  it('scopes each colour’s CSS variables apart (the shell and the preview draw side by side)', () => {
    const keys = [theme, companyTheme('#0b6e4f'), companyTheme('#767676')].map(
      (each) => (each.cssVar as { key: string }).key,
    );
    expect(new Set(keys).size).toBe(3);
  });

  it('darkens only as far as needed', () => {
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(legibleOn('#1456a0', '#ffffff')).toBe('#1456a0');
    expect(legibleOn('#777777', '#ffffff')).not.toBe('#777777');
  });
});
