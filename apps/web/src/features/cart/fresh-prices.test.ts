import { describe, expect, it } from 'vitest';
import { bed, chair, productOf } from '@/testing/fixtures';
import { staleLines } from './fresh-prices';
import { toCartProduct } from './to-cart-product';

describe('fresh cart prices', () => {
  it('finds no stale lines when the catalogue prices match', () => {
    expect(staleLines([bed, chair], productOf(bed))).toEqual([]);
    expect(staleLines([bed, chair], productOf(chair))).toEqual([]);
  });

  it('finds lines added at an old price, set lines by their set price', () => {
    const setLine = { ...bed, selectedSet: true };
    const plainLine = { ...bed, selectedSet: false };
    expect(staleLines([setLine, plainLine], productOf(bed, { set_price: 60000 }))).toEqual([
      setLine,
    ]);
    expect(staleLines([setLine, plainLine], productOf(bed, { price: 47000 }))).toEqual([plainLine]);
  });

  it('treats a set that is no longer offered as priced at the normal price', () => {
    const withdrawn = productOf(bed, { has_set_option: false });
    expect(toCartProduct(withdrawn).set_price).toBeNull();
    expect(staleLines([bed], withdrawn)).toEqual([bed]);
  });
});
