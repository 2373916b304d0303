import { describe, expect, it } from 'vitest';
import { productInputSchema } from './product-input.ts';

const valid = {
  name: 'Jaipur Sheesham Bed',
  brand: 'Sheesham Originals',
  price: 45999,
  category: 'beds',
  room_type: 'Bedroom',
  primary_material: 'Solid Wood',
  storage: 'No Storage',
  assembly: 'Carpenter assembly',
  dimensions_cm: '210 x 160 x 100',
  dimensions_inches: '83 x 63 x 39',
  weight: '80 kg',
  warranty: '3 years',
  description: 'A sheesham bed.',
  product_rating: 4.5,
  stock: 3,
};

function fieldErrors(input: unknown): Record<string, string> {
  const result = productInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('productInputSchema', () => {
  it('accepts a complete product and fills the defaults', () => {
    const product = productInputSchema.parse({ ...valid, category: 'office' });
    expect(product).toMatchObject({
      category: 'recliners',
      has_set_option: false,
      images: [],
      stock: 3,
      stock_threshold: 10,
      recommended_mattress_size: null,
    });
  });

  it('names every missing required field', () => {
    expect(Object.keys(fieldErrors({})).sort()).toEqual(
      [
        'assembly',
        'brand',
        'category',
        'description',
        'dimensions_cm',
        'dimensions_inches',
        'name',
        'price',
        'primary_material',
        'product_rating',
        'room_type',
        'stock',
        'storage',
        'warranty',
        'weight',
      ].sort(),
    );
    expect(fieldErrors({ ...valid, name: '   ' }).name).toBe('Name is required');
  });

  it('says a missing number is required and a wrong one must be a number', () => {
    const { price: _price, product_rating: _rating, stock: _stock, ...withoutNumbers } = valid;
    expect(fieldErrors(withoutNumbers)).toEqual({
      price: 'Price is required',
      product_rating: 'Rating is required',
      stock: 'Stock is required',
    });
    // null is no value either; a blank string is text, not a number.
    expect(fieldErrors({ ...valid, price: '4999', product_rating: null, stock: null })).toEqual({
      price: 'Price must be a number',
      product_rating: 'Rating is required',
      stock: 'Stock is required',
    });
    expect(fieldErrors({ ...valid, stock: '' }).stock).toBe('Stock must be a number');
    expect(fieldErrors({ ...valid, price: Number.NaN }).price).toBe('Price must be a number');
    expect(fieldErrors({ ...valid, has_set_option: true, set_price: 'lots' }).set_price).toBe(
      'Set price must be a number',
    );
    expect(fieldErrors({ ...valid, stock: '7' }).stock).toBe('Stock must be a number');
  });

  it('checks numbers, the rating step and the category', () => {
    expect(fieldErrors({ ...valid, price: 0 }).price).toBe('Price must be more than 0');
    expect(fieldErrors({ ...valid, price: 19.999 }).price).toBe(
      'Price can have at most two decimals',
    );
    expect(fieldErrors({ ...valid, price: 19.99 })).toEqual({});
    expect(fieldErrors({ ...valid, product_rating: 5.1 }).product_rating).toBe(
      'Rating must be between 0 and 5',
    );
    expect(fieldErrors({ ...valid, product_rating: 4.25 }).product_rating).toBe(
      'Rating can have one decimal',
    );
    expect(fieldErrors({ ...valid, stock: -1 }).stock).toBe('Stock cannot be negative');
    expect(fieldErrors({ ...valid, category: 'tables' }).category).toMatch(/^Category must be/);
  });

  it('requires a set price only when the set option is on', () => {
    expect(fieldErrors({ ...valid, has_set_option: true }).set_price).toBe(
      'Set price is required when the set option is on',
    );
    expect(fieldErrors({ ...valid, has_set_option: true, set_price: 52999 })).toEqual({});
  });

  it('takes an optional MRP of at least the price, compared in paise', () => {
    expect(productInputSchema.parse(valid).mrp).toBeUndefined();
    expect(productInputSchema.parse({ ...valid, mrp: 52_000 }).mrp).toBe(52_000);
    expect(productInputSchema.parse({ ...valid, mrp: 45_999 }).mrp).toBe(45_999);
    expect(productInputSchema.parse({ ...valid, mrp: null }).mrp).toBeNull();
    expect(fieldErrors({ ...valid, mrp: 45_998.99 })).toEqual({
      mrp: 'MRP must be at least the price',
    });
    expect(fieldErrors({ ...valid, mrp: 0 }).mrp).toBe('MRP must be more than 0');
    expect(fieldErrors({ ...valid, mrp: 50_000.001 }).mrp).toBe(
      'MRP can have at most two decimals',
    );
  });

  it('takes what the Complete Set adds, on one line, and its items’ separate price', () => {
    const product = productInputSchema.parse({
      ...valid,
      has_set_option: true,
      set_price: 62_999,
      set_description: ' 2 matching armchairs, 3+1+1 ',
      set_items_price: 29_998,
    });
    expect(product).toMatchObject({
      set_description: '2 matching armchairs, 3+1+1',
      set_items_price: 29_998,
    });
    expect(productInputSchema.parse({ ...valid, set_description: '' }).set_description).toBeNull();
    expect(fieldErrors({ ...valid, set_description: 'two\nchairs' }).set_description).toMatch(
      /^Set description/,
    );
    expect(fieldErrors({ ...valid, set_description: 'x'.repeat(121) }).set_description).toBe(
      'Set description must be at most 120 characters',
    );
    expect(fieldErrors({ ...valid, set_items_price: -1 }).set_items_price).toBe(
      'Set items price must be more than 0',
    );
  });

  it('takes an optional expected_stock, a whole number of 0 or more', () => {
    expect(productInputSchema.parse(valid).expected_stock).toBeUndefined();
    expect(productInputSchema.parse({ ...valid, expected_stock: 0 }).expected_stock).toBe(0);
    expect(fieldErrors({ ...valid, expected_stock: -1 }).expected_stock).toBe(
      'Expected stock cannot be negative',
    );
    expect(fieldErrors({ ...valid, expected_stock: 1.5 }).expected_stock).toBe(
      'Expected stock must be a whole number',
    );
  });

  it('takes at most 5 of the shop’s own images and refuses unknown fields', () => {
    const image = '/media/uploads/abc123.webp';
    expect(fieldErrors({ ...valid, images: Array(6).fill(image) }).images).toBe(
      'You can only upload up to 5 images.',
    );
    expect(fieldErrors({ ...valid, images: ['https://evil.example/x.webp'] })['images.0']).toBe(
      'Images must be uploaded to the shop',
    );
    expect(fieldErrors({ ...valid, role: 'admin' })).toHaveProperty('');
  });

  it('refuses the same image twice', () => {
    const image = '/media/uploads/abc123.webp';
    expect(fieldErrors({ ...valid, images: [image, image] })).toEqual({
      images: 'Each image can be used only once',
    });
    expect(fieldErrors({ ...valid, images: [image, '/media/uploads/def456.webp'] })).toEqual({});
  });

  it('refuses a NUL character in text, naming the field', () => {
    expect(fieldErrors({ ...valid, brand: 'Jodhpur\u0000', warranty: '\u00003 years' })).toEqual({
      brand: 'Brand must not contain NUL characters',
      warranty: 'Warranty must not contain NUL characters',
    });
    expect(
      fieldErrors({ ...valid, recommended_mattress_size: 'Queen\u0000' }).recommended_mattress_size,
    ).toBe('Recommended mattress size must not contain NUL characters');
  });
});
