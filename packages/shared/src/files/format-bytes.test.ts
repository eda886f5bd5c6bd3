import { describe, expect, it } from 'vitest';
import { KB, MB, UPLOAD_RULES } from '../constants/index.js';
import { formatBytes } from './format-bytes.js';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [KB, '1 KB'],
    [1536, '1,5 KB'],
    [200 * KB, '200 KB'],
    [200 * KB - 1, '200 KB'],
    [MB - 1, '1 MB'],
    [MB, '1 MB'],
    [1.5 * MB, '1,5 MB'],
    [3 * MB, '3 MB'],
    [5 * MB, '5 MB'],
    [1024 * MB, '1 GB'],
    [5000 * MB, '4,9 GB'],
    [2048 * 1024 * MB, '2048 GB'],
  ])('%d → %j', (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });

  it.each([
    [1536, '1.5 KB'],
    [3 * MB, '3 MB'],
    [2.25 * MB, '2.3 MB'],
  ])('en-US: %d → %j', (n, expected) => {
    expect(formatBytes(n, 'en-US')).toBe(expected);
  });

  it('names the upload limits as the messages show them', () => {
    expect(formatBytes(UPLOAD_RULES.profileImage.maxBytes)).toBe('200 KB');
    expect(formatBytes(UPLOAD_RULES.image.maxBytes)).toBe('3 MB');
    expect(formatBytes(UPLOAD_RULES.document.maxBytes)).toBe('5 MB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (n) => {
    expect(() => formatBytes(n)).toThrow(RangeError);
  });
});
