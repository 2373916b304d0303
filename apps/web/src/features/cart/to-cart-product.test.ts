import { describe, expect, it } from 'vitest';
import { bed, productOf } from '@/testing/fixtures';
import { toCartProduct } from './to-cart-product';

describe('toCartProduct', () => {
  it("keeps the product's id, name, image, price, stock and set price while the set is offered", () => {
    expect(toCartProduct(productOf(bed))).toEqual({
      id: bed.id,
      name: bed.name,
      image: bed.image,
      price: 45000,
      set_price: 62000,
      stock: 10,
    });
  });

  it('drops the set price when the product no longer offers the set', () => {
    expect(toCartProduct(productOf(bed, { has_set_option: false })).set_price).toBeNull();
  });

  it('has no set price when the set is offered without one', () => {
    expect(toCartProduct(productOf(bed, { set_price: null })).set_price).toBeNull();
  });
});
