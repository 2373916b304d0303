import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_SELLER_GSTIN } from './invoice-config.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('invoice settings', () => {
  it('defaults to the demo seller in Rajasthan, SH and CN series, 18 % on every category', () => {
    const { invoices } = loadConfig({});
    expect(invoices.seller.gstin).toBe(DEMO_SELLER_GSTIN);
    expect(invoices.seller.state).toEqual({ code: '08', name: 'Rajasthan' });
    expect([invoices.invoicePrefix, invoices.creditNotePrefix]).toEqual(['SH', 'CN']);
    expect(invoices.categoryTax.sofas).toEqual({ hsn: '9401', rateBasisPoints: 1800 });
    expect(invoices.categoryTax.beds).toEqual({ hsn: '9403', rateBasisPoints: 1800 });
  });

  it('refuses to start with a GSTIN whose check character is wrong, and says so', () => {
    expect(problems({ INVOICE_SELLER_GSTIN: '08AAKCS4821M1ZX' })).toEqual([
      'INVOICE_SELLER_GSTIN: has a wrong check character (a typing mistake?)',
    ]);
    expect(problems({ INVOICE_SELLER_GSTIN: 'hello' })[0]).toMatch(
      /^INVOICE_SELLER_GSTIN: must be 15/,
    );
  });

  it('takes the seller’s state from the GSTIN and HSN:rate overrides per category', () => {
    const { invoices } = loadConfig({
      INVOICE_SELLER_GSTIN: '27AAPFU0939F1ZV',
      INVOICE_TAX_RATES: 'sofa=940161:12, beds=9403:2.5',
    });
    expect(invoices.seller.state.name).toBe('Maharashtra');
    expect(invoices.categoryTax.sofas).toEqual({ hsn: '940161', rateBasisPoints: 1200 });
    expect(invoices.categoryTax.beds).toEqual({ hsn: '9403', rateBasisPoints: 250 });
    expect(invoices.categoryTax.chairs.rateBasisPoints).toBe(1800);
  });

  it('refuses bad rates, long or equal prefixes', () => {
    expect(problems({ INVOICE_TAX_RATES: 'spaceships=9403:18' })[0]).toMatch(
      /^INVOICE_TAX_RATES: "spaceships=9403:18" is not/,
    );
    expect(problems({ INVOICE_PREFIX: 'SHOP' })).toEqual([
      'INVOICE_PREFIX: must be 1 to 3 capital letters or digits',
    ]);
    expect(problems({ CREDIT_NOTE_PREFIX: 'SH' })).toEqual([
      'CREDIT_NOTE_PREFIX: must differ from INVOICE_PREFIX',
    ]);
  });
});
