import { CATEGORIES, type Category, normalizeCategory } from '@sheesham/shared';
import type { GstState } from '@sheesham/shared/gst-states';
import { gstinProblem, gstinState } from '@sheesham/shared/gstin';
import { z } from 'zod';

/*
 * The GST invoice settings (docs/decisions/018-gst-invoices.md), read from the environment with
 * the rest of the configuration in config.ts.
 */

/** A made-up Rajasthan company's GSTIN: valid in form and checksum only, for the demo. */
export const DEMO_SELLER_GSTIN = '08AAKCS4821M1ZW';

export interface CategoryTax {
  /** HSN code printed on the invoice line. */
  hsn: string;
  /** GST rate in basis points: 1800 = 18 %. */
  rateBasisPoints: number;
}

/**
 * Defaults: wooden and metal furniture is 18 % GST (CBIC rate schedule, Chapter 94; the
 * September 2025 rate changes cut bamboo, cane and rattan furniture, not these). 9401 is seats,
 * 9403 other furniture. The shop's accountant confirms these; INVOICE_TAX_RATES overrides them.
 */
export const DEFAULT_CATEGORY_TAX: Readonly<Record<Category, CategoryTax>> = {
  beds: { hsn: '9403', rateBasisPoints: 1800 },
  dining: { hsn: '9403', rateBasisPoints: 1800 },
  storage: { hsn: '9403', rateBasisPoints: 1800 },
  sofas: { hsn: '9401', rateBasisPoints: 1800 },
  chairs: { hsn: '9401', rateBasisPoints: 1800 },
  recliners: { hsn: '9401', rateBasisPoints: 1800 },
};

export interface InvoiceSettings {
  seller: { legalName: string; address: string; gstin: string; state: GstState };
  /** Series prefixes: invoices SH/26-27/000001, credit notes CN/26-27/000001. */
  invoicePrefix: string;
  creditNotePrefix: string;
  categoryTax: Readonly<Record<Category, CategoryTax>>;
}

/** At most 3 characters, so that PREFIX/26-27/000123 keeps to rule 46's 16 characters. */
const prefix = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits');

/** "sofas=9401:18,beds=9403:12.5": category=HSN:rate %, for the categories to change. */
const categoryTaxList = z.string().transform((value, ctx) => {
  const table: Partial<Record<Category, CategoryTax>> = {};
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([a-z ]+)=(\d{4}|\d{6}|\d{8}):(\d{1,2}(?:\.\d{1,2})?)$/.exec(entry);
    const category = match ? normalizeCategory(match[1] ?? '') : null;
    if (!match || !category) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not category=HSN:rate (categories: ${CATEGORIES.map((c) => c.value).join(', ')}; HSN 4, 6 or 8 digits; rate in %)`,
      });
      return z.NEVER;
    }
    table[category] = { hsn: match[2] ?? '', rateBasisPoints: Math.round(Number(match[3]) * 100) };
  }
  return table;
});

export const invoiceEnvShape = {
  INVOICE_SELLER_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('Sheesham Furniture Private Limited'),
  INVOICE_SELLER_ADDRESS: z.string().trim().min(1).max(300).optional(),
  INVOICE_SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const problem = gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default(DEMO_SELLER_GSTIN),
  INVOICE_PREFIX: prefix.default('SH'),
  CREDIT_NOTE_PREFIX: prefix.default('CN'),
  INVOICE_TAX_RATES: categoryTaxList.optional(),
};

type InvoiceEnv = z.output<z.ZodObject<typeof invoiceEnvShape>>;

/** Problems config.ts reports with the others: the two series must not share a prefix. */
export function invoiceEnvProblems(e: InvoiceEnv): { path: string; message: string }[] {
  return e.INVOICE_PREFIX === e.CREDIT_NOTE_PREFIX
    ? [{ path: 'CREDIT_NOTE_PREFIX', message: 'must differ from INVOICE_PREFIX' }]
    : [];
}

export function invoiceSettings(e: InvoiceEnv, storeAddress: string): InvoiceSettings {
  return {
    seller: {
      legalName: e.INVOICE_SELLER_NAME,
      address: e.INVOICE_SELLER_ADDRESS ?? storeAddress,
      gstin: e.INVOICE_SELLER_GSTIN,
      state: gstinState(e.INVOICE_SELLER_GSTIN),
    },
    invoicePrefix: e.INVOICE_PREFIX,
    creditNotePrefix: e.CREDIT_NOTE_PREFIX,
    categoryTax: { ...DEFAULT_CATEGORY_TAX, ...e.INVOICE_TAX_RATES },
  };
}
