import {
  BRANDS,
  CATEGORIES,
  completeSetTerms,
  fromPaise,
  MATERIALS,
  mrpDiscount,
  STORAGE_OPTIONS,
} from '@sheesham/shared';
import { describe, expect, it } from 'vitest';
import BEDS from './beds.json' with { type: 'json' };
import { formatDimensions } from './dimensions.ts';
import { CATALOGUE } from './index.ts';
import { toProductRow } from './to-product-row.ts';
import { ASSEMBLY, catalogueEntrySchema } from './types.ts';

const rows = CATALOGUE.map((entry, i) => toProductRow(entry, [], i));

describe('demo catalogue', () => {
  it('has at least 48 products with unique slugs and names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(48);
    expect(new Set(CATALOGUE.map((e) => e.slug)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((e) => e.name)).size).toBe(CATALOGUE.length);
  });

  it('has at least 8 products in each of the six categories', () => {
    for (const { value } of CATEGORIES) {
      expect(CATALOGUE.filter((e) => e.category === value).length, value).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(CATALOGUE.map((e) => e.category)).size).toBe(CATEGORIES.length);
  });

  it('uses exactly the seven brands and only the shared materials and storage values', () => {
    expect(new Set(CATALOGUE.map((e) => e.brand))).toEqual(new Set(BRANDS));
    for (const e of CATALOGUE) {
      expect(MATERIALS).toContain(e.material);
      expect(STORAGE_OPTIONS).toContain(e.storage);
    }
  });

  it('prices every product between ₹4,000 and ₹2,00,000, with set prices above the price', () => {
    for (const row of rows) {
      const price = fromPaise(row.pricePaise);
      expect(price).toBeGreaterThanOrEqual(4000);
      expect(price).toBeLessThanOrEqual(200000);
      if (row.hasSetOption) {
        expect(row.setPricePaise).toBeGreaterThan(row.pricePaise);
        expect(fromPaise(row.setPricePaise ?? 0)).toBeLessThanOrEqual(200000);
      } else {
        expect(row.setPricePaise).toBeNull();
      }
    }
    expect(rows.filter((r) => r.hasSetOption).length).toBeGreaterThanOrEqual(5);
  });

  it('gives part of the catalogue an MRP above its price, passing the shared product input', () => {
    const withMrp = rows.filter((row) => row.mrpPaise !== null);
    expect(withMrp.length).toBeGreaterThanOrEqual(10);
    expect(withMrp.length).toBeLessThan(rows.length);
    for (const row of withMrp) {
      expect(row.mrpPaise, row.name).toBeGreaterThan(row.pricePaise);
      const off = mrpDiscount({
        price: fromPaise(row.pricePaise),
        mrp: fromPaise(row.mrpPaise ?? 0),
      });
      expect(off?.percentOff, row.name).toBeGreaterThanOrEqual(10);
      expect(off?.percentOff, row.name).toBeLessThanOrEqual(45);
    }
  });

  it('says what every Complete Set adds and what its items cost separately, and each set saves', () => {
    for (const row of rows) {
      if (!row.hasSetOption) {
        expect(row.setDescription, row.name).toBeNull();
        expect(row.setItemsPricePaise, row.name).toBeNull();
        continue;
      }
      const terms = completeSetTerms({
        price: fromPaise(row.pricePaise),
        set_price: fromPaise(row.setPricePaise ?? 0),
        set_description: row.setDescription,
        set_items_price: fromPaise(row.setItemsPricePaise ?? 0),
      });
      expect(terms?.description, row.name).toBeTruthy();
      expect(terms?.saving, row.name).toBeGreaterThan(0);
    }
  });

  it('keeps a few products below their stock threshold and the rest above it', () => {
    const low = rows.filter((r) => (r.stock ?? 0) < (r.stockThreshold ?? 10));
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeLessThan(rows.length / 4);
  });

  it('rates every product from 3.5 to 5.0 with one decimal', () => {
    for (const row of rows) {
      expect(row.rating).toBeGreaterThanOrEqual(3.5);
      expect(row.rating).toBeLessThanOrEqual(5);
      expect(Math.round((row.rating ?? 0) * 10)).toBeCloseTo((row.rating ?? 0) * 10, 9);
    }
  });

  it('gives dimensions in inches that agree with the centimetres', () => {
    for (const row of rows) {
      const cm = row.dimensionsCm.replace(' cm', '').split(' x ').map(Number);
      const inches = row.dimensionsInches.replace(' in', '').split(' x ').map(Number);
      expect(cm).toHaveLength(3);
      expect(inches).toHaveLength(3);
      for (const [k, v] of cm.entries()) {
        expect(Math.abs(v / 2.54 - (inches[k] ?? 0))).toBeLessThanOrEqual(0.5);
      }
    }
    expect(formatDimensions([198, 183, 95])).toEqual({
      cm: '198 x 183 x 95 cm',
      inches: '78 x 72 x 37 in',
    });
  });

  it('fills the category-specific fields and every descriptive field', () => {
    for (const [i, e] of CATALOGUE.entries()) {
      const row = rows[i];
      expect(row?.weight).toMatch(/^\d+ kg$/);
      expect(row?.warranty).toMatch(/^\d+ Years?$/);
      expect(e.description.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
      expect(e.pictures).toBeGreaterThanOrEqual(1);
      expect(e.pictures).toBeLessThanOrEqual(4);
      if (e.category === 'beds') expect(row?.recommendedMattressSize, e.slug).toBeTruthy();
      if (['sofas', 'recliners', 'chairs'].includes(e.category)) {
        expect(Number.isInteger(row?.seatingHeight), e.slug).toBe(true);
      }
    }
  });

  it('is deterministic: the same rows every time', () => {
    const again = CATALOGUE.map((entry, i) => toProductRow(entry, [], i));
    expect(again).toEqual(rows);
  });

  it('checks the data files on load: an unknown name or a missing field fails loudly', () => {
    const [first] = BEDS.products;
    if (!first) throw new Error('beds.json has no products');
    const raw = { ...BEDS.defaults, ...first };
    expect(catalogueEntrySchema.parse(raw).assembly).toBe(ASSEMBLY.carpenter);
    const broken = [
      { ...raw, art: { ...raw.art, headboard: 'wicker' } },
      { ...raw, looks: [{ wood: 'plywood' }] },
      { ...raw, brand: 'Someone Else' },
      { ...raw, assembly: 'flat-pack' },
      { ...raw, pictures: 5 },
      { ...raw, colour: 'red' },
      { ...raw, price: undefined },
    ];
    for (const entry of broken) expect(() => catalogueEntrySchema.parse(entry)).toThrow();
  });
});
