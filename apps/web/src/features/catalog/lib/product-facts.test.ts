import type { Product } from '@sheesham/shared';
import { hasSetOption, linePrice } from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import { galleryImages, specifications, stockStatus, withUnit } from './product-facts';

const product: Product = {
  _id: 'p1',
  name: 'Jaisalmer King Bed',
  brand: 'Teakline',
  price: 45000,
  set_price: 62000,
  has_set_option: true,
  image: '/media/products/p1-1.webp',
  images: ['/media/products/p1-1.webp', '/media/products/p1-2.webp'],
  category: 'beds',
  room_type: 'Bedroom',
  primary_material: 'Solid Wood',
  storage: 'Yes - Under bed storage',
  assembly: 'Included with delivery',
  dimensions_cm: '210 x 190 x 105',
  dimensions_inches: '83 x 75 x 41',
  weight: '85',
  warranty: '5 years',
  description: 'A king bed.',
  product_rating: 4.6,
  seating_height: null,
  recommended_mattress_size: 'King (72 x 78 in)',
  stock: 12,
  stock_threshold: 10,
};

describe('galleryImages', () => {
  it('uses the image list, else the main image, else nothing', () => {
    expect(galleryImages(product)).toHaveLength(2);
    expect(galleryImages({ image: '/media/a.webp', images: [] })).toEqual(['/media/a.webp']);
    expect(galleryImages({ image: '', images: [] })).toEqual([]);
  });
});

describe('the Complete Set option', () => {
  it('is offered only with the flag and a set price', () => {
    expect(hasSetOption(product)).toBe(true);
    expect(hasSetOption({ ...product, set_price: null })).toBe(false);
    expect(hasSetOption({ ...product, has_set_option: false })).toBe(false);
  });

  it('switches the shown price to the set price when chosen', () => {
    expect(linePrice({ ...product, selectedSet: false })).toBe(45000);
    expect(linePrice({ ...product, selectedSet: true })).toBe(62000);
    expect(linePrice({ ...product, set_price: undefined, selectedSet: true })).toBe(45000);
  });
});

describe('stockStatus', () => {
  it('is out of stock at 0', () => {
    expect(stockStatus({ stock: 0, stock_threshold: 10 })).toEqual({
      kind: 'out-of-stock',
      label: 'Out of stock',
    });
  });

  it('warns below the threshold, not at it', () => {
    expect(stockStatus({ stock: 3, stock_threshold: 10 })).toMatchObject({
      kind: 'low',
      label: 'Only 3 left',
    });
    expect(stockStatus({ stock: 10, stock_threshold: 10 }).kind).toBe('in-stock');
    expect(stockStatus({ stock: 4, stock_threshold: 5 }).kind).toBe('low');
  });
});

describe('specifications', () => {
  it('lists the spec rows in order, with the mattress only when present', () => {
    expect(specifications(product)).toEqual([
      { label: 'Dimensions (cm)', value: '210 x 190 x 105 cm' },
      { label: 'Dimensions (inches)', value: '83 x 75 x 41 in' },
      { label: 'Material', value: 'Solid Wood' },
      { label: 'Assembly', value: 'Included with delivery' },
      { label: 'Weight', value: '85 kg' },
      { label: 'Storage', value: 'Yes - Under bed storage' },
      { label: 'Recommended mattress', value: 'King (72 x 78 in)' },
      { label: 'Warranty', value: '5 years' },
      { label: 'Delivery', value: 'Free Delivery' },
    ]);
  });

  it('shows the seating height in inches when present', () => {
    const rows = specifications({
      ...product,
      seating_height: 18,
      recommended_mattress_size: null,
    });
    expect(rows.find((r) => r.label === 'Seating height')?.value).toBe('18 inches');
    expect(rows.some((r) => r.label === 'Recommended mattress')).toBe(false);
  });

  it('does not repeat a unit the stored text already has', () => {
    expect(withUnit('85 kg', 'kg')).toBe('85 kg');
    expect(withUnit('210 x 190 cm', 'cm')).toBe('210 x 190 cm');
    expect(withUnit('83 x 75"', 'in')).toBe('83 x 75"');
    expect(withUnit('120', 'cm')).toBe('120 cm');
  });
});
