import { describe, expect, it } from 'vitest';
import { apportion, sumTaxes, taxableFromInclusive, taxLine } from './gst-tax.ts';
import { seededRandom } from './seeded-random.ts';

const RATES = [0, 25, 300, 500, 1200, 1800, 2800, 4000];

describe('taxableFromInclusive', () => {
  it('works the taxable value back from an inclusive price, half up', () => {
    expect(taxableFromInclusive(11_800, 1800)).toBe(10_000);
    // 100 / 1.18 = 84.745… → 85; 1 paisa at 18 %: 0.847 → 1
    expect(taxableFromInclusive(100, 1800)).toBe(85);
    expect(taxableFromInclusive(1, 1800)).toBe(1);
    // exactly half: 0.5 × 1.00 … 105 / 1.05 = 100; 21 / 1.05 = 20; 2.1/1.05 = 2: 3 / 1.2 = 2.5 → 3
    expect(taxableFromInclusive(3, 2000)).toBe(3);
    expect(taxableFromInclusive(5_400_000, 1800)).toBe(4_576_271);
  });
});

describe('taxLine', () => {
  it('splits CGST and SGST equally within the state, the odd paisa taxable, and IGST across states', () => {
    // ₹54,000: taxable 4,576,271 leaves 823,729 paise of tax, which cannot be halved, so one
    // paisa moves into the taxable value and each half is ₹4,118.64 (issue #24 item 3).
    const intra = taxLine(5_400_000, 1800, true);
    expect(intra).toMatchObject({
      taxablePaise: 4_576_272,
      cgstPaise: 411_864,
      sgstPaise: 411_864,
      igstPaise: 0,
    });
    const inter = taxLine(5_400_000, 1800, false);
    expect(inter).toMatchObject({
      taxablePaise: 4_576_271,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 823_729,
    });
  });
});

describe('GST on many random carts (property)', () => {
  it('each line and the totals add up exactly to what was charged, tax within half a paisa', () => {
    const random = seededRandom(2026);
    const draw = (n: number) => Math.floor(random() * n);
    for (let cart = 0; cart < 2000; cart++) {
      const intra = random() < 0.5;
      const lines = Array.from({ length: 1 + draw(8) }, () =>
        taxLine(
          (1 + draw(200_000)) * (1 + draw(5)) * 100 + draw(100),
          RATES[draw(RATES.length)] ?? 1800,
          intra,
        ),
      );
      for (const line of lines) {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
          line.inclusivePaise,
        );
        expect(line.cgstPaise).toBe(line.sgstPaise);
        const exactTax = (line.taxablePaise * line.rateBasisPoints) / 10_000;
        // The taxable value is rounded, so the tax is off the exact rate by at most ~half a paisa
        // times (1 + rate); within the state the odd paisa moved into it adds up to one more.
        const slack = intra ? 1.5 : 0.5;
        expect(Math.abs(line.inclusivePaise - line.taxablePaise - exactTax)).toBeLessThanOrEqual(
          slack * (1 + line.rateBasisPoints / 10_000) + 1e-9,
        );
        if (!intra) expect(line.cgstPaise + line.sgstPaise).toBe(0);
        else expect(line.igstPaise).toBe(0);
      }
      const totals = sumTaxes(lines);
      const charged = lines.reduce((sum, l) => sum + l.inclusivePaise, 0);
      expect(totals.inclusivePaise).toBe(charged);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(
        charged,
      );
    }
  });

  it('within the state CGST equals SGST on every line, credited parts too; the odd paisa is taxable', () => {
    const random = seededRandom(24_03);
    const draw = (n: number) => Math.floor(random() * n);
    for (let cart = 0; cart < 2000; cart++) {
      const prices = Array.from(
        { length: 1 + draw(8) },
        () => (1 + draw(200_000)) * (1 + draw(5)) * 100 + draw(100),
      );
      const rate = RATES[draw(RATES.length)] ?? 1800;
      // A credit note taxes its share of each line the same way (apportion, then taxLine).
      const credited = apportion(draw(prices.reduce((a, b) => a + b, 0) + 1), prices);
      for (const paise of [...prices, ...credited]) {
        const line = taxLine(paise, rate, true);
        expect(line.cgstPaise).toBe(line.sgstPaise);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(paise);
        const rounded = taxableFromInclusive(paise, rate);
        expect(line.taxablePaise - rounded).toBe((paise - rounded) % 2);
      }
    }
  });

  it('apportion spreads any part of a cart over its lines exactly, none above its line', () => {
    const random = seededRandom(46);
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        Math.floor(random() * 20_000_000),
      );
      const total = weights.reduce((a, b) => a + b, 0);
      const amount = Math.floor(random() * (total + 1));
      const shares = apportion(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });

  it('apportion gives each line all of it for the full amount, and refuses more than there is', () => {
    expect(apportion(600, [100, 200, 300])).toEqual([100, 200, 300]);
    expect(apportion(1, [1, 1])).toEqual([1, 0]);
    expect(() => apportion(601, [100, 200, 300])).toThrow(RangeError);
  });
});
