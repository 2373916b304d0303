import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX, sanitizeViewed, withViewed } from './recently-viewed.ts';

describe('withViewed', () => {
  it('puts the product first and keeps it once', () => {
    expect(withViewed([], 'a')).toEqual(['a']);
    expect(withViewed(['b', 'a', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  });

  it('drops the oldest past the cap', () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => `p${i}`);
    const next = withViewed(full, 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`p${RECENTLY_VIEWED_MAX - 1}`);
  });
});

describe('sanitizeViewed', () => {
  it('keeps a well-formed list as it is', () => {
    expect(sanitizeViewed(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('drops what is not an id, repeats, and anything past the cap', () => {
    expect(sanitizeViewed(['a', 3, null, '', 'x'.repeat(65), 'a', 'b'])).toEqual(['a', 'b']);
    const many = Array.from({ length: 40 }, (_, i) => `p${i}`);
    expect(sanitizeViewed(many)).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('reads anything that is not a list as an empty one', () => {
    expect(sanitizeViewed({ 0: 'a' })).toEqual([]);
    expect(sanitizeViewed('a')).toEqual([]);
    expect(sanitizeViewed(null)).toEqual([]);
  });
});
