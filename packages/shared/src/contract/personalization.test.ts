import { describe, expect, it } from 'vitest';
import {
  brandColorSchema,
  brandContrast,
  contrastRatio,
  displayRatio,
  MIN_BRAND_CONTRAST,
  parseHexColor,
} from './personalization.js';

// WCAG 2.1 contrast of the brand colour with white (white button text, links on white).

describe('brand colour contrast', () => {
  it.each([
    // colour, ratio with white (two decimals), accepted; #ff0000 is 3.9985, just under 4
    ['#000000', 21, true],
    ['#ffffff', 1, false],
    ['#767676', 4.54, true],
    ['#777777', 4.48, false],
    ['#1456a0', 7.32, true],
    ['#0b6e4f', 6.25, true],
    ['#1677ff', 4.1, false],
    ['#ff0000', 4.0, false],
    ['#ffcc00', 1.51, false],
    ['#FFFFFF', 1, false],
    ['#0B6E4F', 6.25, true],
  ] as const)('%s: %s:1, accepted %s', (color, ratio, accepted) => {
    const contrast = brandContrast(color);
    expect(Math.round(contrast.whiteText * 100) / 100).toBe(ratio);
    expect(contrast.onWhite).toBe(contrast.whiteText);
    expect(contrast.passes).toBe(accepted);
  });

  it('is symmetric and needs #rrggbb', () => {
    expect(contrastRatio('#1456a0', '#ffffff')).toBe(contrastRatio('#ffffff', '#1456a0'));
    expect(parseHexColor('#fff')).toBeNull();
    expect(parseHexColor('1456a0')).toBeNull();
    expect(parseHexColor('#1456A0')).toEqual([20, 86, 160]);
    expect(() => contrastRatio('#fff', '#ffffff')).toThrow();
  });

  it('never shows a failing ratio as the minimum', () => {
    expect(displayRatio(4.4785)).toBe(4.48);
    expect(displayRatio(4.4972)).toBe(4.49);
    expect(displayRatio(4.5)).toBe(MIN_BRAND_CONTRAST);
    expect(displayRatio(4.5449)).toBe(4.54);
  });
});

describe('the colour in a body', () => {
  it('takes #rrggbb in either case and keeps it lowercase; shorthand and names are refused', () => {
    expect(brandColorSchema.parse('#0B6E4F')).toBe('#0b6e4f');
    expect(brandColorSchema.parse(' #0b6e4f ')).toBe('#0b6e4f');
    for (const bad of ['#fff', '#0b6e4', '#0b6e4f0', 'navy', '', '#gggggg']) {
      expect(brandColorSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
