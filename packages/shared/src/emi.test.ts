import { describe, expect, it } from 'vitest';
import { emiFrom, emiQuote, emiQuotes, parseEmiTenures } from './emi.ts';
import { seededRandom } from './seeded-random.ts';
import { DEFAULT_EMI_SETTINGS } from './store-defaults.ts';

const RATES = [0, 10.5, 12, 13, 14.99, 15, 16, 18, 24, 36];
const MONTHS = [1, 3, 6, 9, 12, 18, 24, 36, 48, 60];

describe('emiQuote', () => {
  it('divides the price for a no-cost tenure, rounded up to the rupee; the total is the price', () => {
    expect(emiQuote(38_999_00, { months: 3, annualRatePercent: 0 })).toEqual({
      months: 3,
      annualRatePercent: 0,
      noCost: true,
      monthlyPaise: 13_000_00,
      interestPaise: 0,
      totalPaise: 38_999_00,
    });
    // Exactly divisible: no rounding at all.
    expect(emiQuote(60_000_00, { months: 6, annualRatePercent: 0 }).monthlyPaise).toBe(10_000_00);
  });

  it('uses the reducing-balance formula for a tenure at a rate', () => {
    // ₹1,00,000 over 12 months at 12 %: the bank's tables say ₹8,884.88 → ₹8,885.
    expect(emiQuote(1_00_000_00, { months: 12, annualRatePercent: 12 })).toEqual({
      months: 12,
      annualRatePercent: 12,
      noCost: false,
      monthlyPaise: 8_885_00,
      interestPaise: 6_620_00,
      totalPaise: 1_06_620_00,
    });
    // ₹38,999 over 24 months at 16 %: 1,909.51… → ₹1,910.
    expect(emiQuote(38_999_00, { months: 24, annualRatePercent: 16 }).monthlyPaise).toBe(1_910_00);
  });

  it('holds over random prices and tenures: whole rupees, monthly × n ≥ principal, exact totals', () => {
    const random = seededRandom(29_58);
    const draw = (n: number) => Math.floor(random() * n);
    for (let i = 0; i < 5000; i++) {
      const principal = 1 + draw(1_00_00_000_00);
      const tenure = {
        months: MONTHS[draw(MONTHS.length)] ?? 12,
        annualRatePercent: RATES[draw(RATES.length)] ?? 0,
      };
      const quote = emiQuote(principal, tenure);
      const context = `${principal} over ${tenure.months} at ${tenure.annualRatePercent}`;
      expect(Number.isInteger(quote.monthlyPaise), context).toBe(true);
      expect(quote.monthlyPaise % 100, context).toBe(0);
      expect(quote.monthlyPaise * tenure.months, context).toBeGreaterThanOrEqual(principal);
      expect(quote.totalPaise - quote.interestPaise, context).toBe(principal);
      if (tenure.annualRatePercent === 0) {
        expect(quote.noCost, context).toBe(true);
        expect(quote.totalPaise, context).toBe(principal);
        expect(quote.interestPaise, context).toBe(0);
        // Rounded up by less than a rupee a month.
        expect(quote.monthlyPaise * tenure.months - principal, context).toBeLessThan(
          100 * tenure.months,
        );
      } else {
        expect(quote.noCost, context).toBe(false);
        expect(quote.totalPaise, context).toBe(quote.monthlyPaise * tenure.months);
        expect(quote.interestPaise, context).toBeGreaterThanOrEqual(0);
        // Never below the exact instalment, never a rupee above it.
        const r = tenure.annualRatePercent / 1200;
        const g = (1 + r) ** tenure.months;
        const exact = (principal * r * g) / (g - 1);
        expect(quote.monthlyPaise, context).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(quote.monthlyPaise - exact, context).toBeLessThan(100);
      }
    }
  });

  it('costs more a month at a higher rate, and less a month over more months', () => {
    const at = (months: number, rate: number) =>
      emiQuote(50_000_00, { months, annualRatePercent: rate }).monthlyPaise;
    expect(at(12, 15)).toBeGreaterThan(at(12, 0));
    expect(at(12, 18)).toBeGreaterThan(at(12, 15));
    expect(at(24, 15)).toBeLessThan(at(12, 15));
  });
});

describe('emiQuotes and emiFrom', () => {
  it('list every tenure from the minimum price up, and nothing below it', () => {
    expect(emiQuotes(9_999_99, DEFAULT_EMI_SETTINGS)).toEqual([]);
    expect(emiFrom(9_999_99, DEFAULT_EMI_SETTINGS)).toBeNull();
    const quotes = emiQuotes(10_000_00, DEFAULT_EMI_SETTINGS);
    expect(quotes.map((quote) => quote.months)).toEqual([3, 6, 9, 12, 18, 24]);
    expect(quotes.map((quote) => quote.noCost)).toEqual([true, true, false, false, false, false]);
  });

  it('say "No-cost EMI from" the longest no-cost tenure, even when a longer one costs less a month', () => {
    // ₹38,999: 6 months no-cost ₹6,500; 24 months at 16 % would be ₹1,910.
    expect(emiFrom(38_999_00, DEFAULT_EMI_SETTINGS)).toEqual({
      monthlyPaise: 6_500_00,
      noCost: true,
    });
  });

  it('fall back to the lowest standard instalment when no tenure is no-cost', () => {
    const settings = {
      minPrice: 0,
      tenures: [
        { months: 12, annualRatePercent: 12 },
        { months: 6, annualRatePercent: 12 },
      ],
    };
    expect(emiFrom(1_00_000_00, settings)).toEqual({ monthlyPaise: 8_885_00, noCost: false });
    expect(emiFrom(1_00_000_00, { minPrice: 0, tenures: [] })).toBeNull();
  });
});

describe('parseEmiTenures', () => {
  it('reads months:rate lists and names the first entry that is not one', () => {
    expect(parseEmiTenures('3:0, 6:0,12:13.5')).toEqual([
      { months: 3, annualRatePercent: 0 },
      { months: 6, annualRatePercent: 0 },
      { months: 12, annualRatePercent: 13.5 },
    ]);
    expect(parseEmiTenures('')).toEqual([]);
    expect(parseEmiTenures('3:0,6')).toEqual({ invalid: '6' });
    expect(parseEmiTenures('3:0,3:12')).toEqual({ invalid: '3:12' });
    expect(parseEmiTenures('0:0')).toEqual({ invalid: '0:0' });
    expect(parseEmiTenures('12:40')).toEqual({ invalid: '12:40' });
  });
});
