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

  it("keeps what the set adds and its items' price while the set is offered (issue #29)", () => {
    const terms = { set_description: '2 bedside tables', set_items_price: 19_998 };
    expect(toCartProduct(productOf(bed, terms))).toMatchObject(terms);
    const withdrawn = toCartProduct(productOf(bed, { ...terms, has_set_option: false }));
    expect(withdrawn.set_description).toBeUndefined();
    expect(withdrawn.set_items_price).toBeUndefined();
  });

  it('drops the set price when the product no longer offers the set', () => {
    expect(toCartProduct(productOf(bed, { has_set_option: false })).set_price).toBeNull();
  });

  it('has no set price when the set is offered without one', () => {
    expect(toCartProduct(productOf(bed, { set_price: null })).set_price).toBeNull();
  });
});
