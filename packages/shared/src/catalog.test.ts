import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabel, normalizeCategory } from './catalog.ts';
import { SORT_OPTIONS } from './catalog-options.ts';

describe('normalizeCategory (SPEC §9, docs/decisions)', () => {
  it.each(['recliner', 'recliners', 'office', 'Recliners', ' OFFICE '])(
    'reads %j as recliners',
    (input) => {
      expect(normalizeCategory(input)).toBe('recliners');
    },
  );

  it('accepts every stored value as itself', () => {
    for (const { value } of CATEGORIES) expect(normalizeCategory(value)).toBe(value);
  });

  it('reads the Dining Sets label as dining', () => {
    expect(normalizeCategory('Dining Sets')).toBe('dining');
  });

  it('returns null for anything that is not a category', () => {
    expect(normalizeCategory('spaceships')).toBeNull();
    expect(normalizeCategory('')).toBeNull();
  });

  it('labels every spelling of recliners the same way', () => {
    expect(['recliner', 'recliners', 'office'].map(categoryLabel)).toEqual([
      'Recliners',
      'Recliners',
      'Recliners',
    ]);
  });
});

describe('catalogue vocabularies', () => {
  it('lists the six categories in the filter panel order', () => {
    expect(CATEGORIES.map((c) => c.label)).toEqual([
      'Beds',
      'Sofas',
      'Recliners',
      'Dining Sets',
      'Storage',
      'Chairs',
    ]);
  });

  it('lists the four sort options with the spec labels, name first', () => {
    expect(SORT_OPTIONS.map((s) => s.label)).toEqual([
      'Name (A-Z)',
      'Price (Low to High)',
      'Price (High to Low)',
      'Rating (High to Low)',
    ]);
  });
});
