import { describe, expect, it } from 'vitest';
import { RELATED_PRODUCT_COUNT, relatedProducts } from './related.ts';

const p = (_id: string, category: string, room_type: string) => ({ _id, category, room_type });

const current = p('c', 'beds', 'Bedroom');
const catalogue = [
  p('o1', 'chairs', 'Study'),
  p('r1', 'storage', 'Bedroom'),
  current,
  p('b1', 'beds', 'Guest Room'),
  p('o2', 'dining', 'Dining Room'),
  p('r2', 'chairs', 'Bedroom'),
  p('b2', 'beds', 'Bedroom'),
];

describe('relatedProducts (SPEC §9)', () => {
  it('returns 4 by default', () => {
    expect(RELATED_PRODUCT_COUNT).toBe(4);
    expect(relatedProducts(current, catalogue)).toHaveLength(4);
  });

  it('takes the same category first, then the same room type, keeping input order', () => {
    expect(relatedProducts(current, catalogue).map((x) => x._id)).toEqual(['b1', 'b2', 'r1', 'r2']);
  });

  it('fills up with other products when the first two groups run out', () => {
    const small = [
      current,
      p('b1', 'beds', 'x'),
      p('r1', 'sofas', 'Bedroom'),
      p('o1', 'chairs', 'y'),
    ];
    expect(relatedProducts(current, small).map((x) => x._id)).toEqual(['b1', 'r1', 'o1']);
  });

  it('never includes the current product', () => {
    const ids = relatedProducts(current, catalogue, 10).map((x) => x._id);
    expect(ids).not.toContain('c');
    expect(ids).toHaveLength(catalogue.length - 1);
  });

  it('returns nothing when the catalogue holds only the current product', () => {
    expect(relatedProducts(current, [current])).toEqual([]);
  });
});
