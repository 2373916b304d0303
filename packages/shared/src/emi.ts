/**
 * EMI (equated monthly instalments) as the shop shows them: a display and a calculator, never a
 * charge: the payment gateway and the shopper's bank collect the money (docs/decisions/058).
 * Integer paise in, integer paise out; every monthly amount is rounded up to the rupee.
 */

/** One tenure the shop offers: its months and the bank's annual rate in percent (0: no-cost). */
export interface EmiTenure {
  months: number;
  annualRatePercent: number;
}

/** The shop's EMI offer, from its settings (EMI_* variables, docs/configuration.md). */
export interface EmiSettings {
  /** EMI is shown from this price up, in rupees. */
  minPrice: number;
  /** In the order the dialog lists them. */
  tenures: EmiTenure[];
}

/** The longest tenure and the highest annual rate the settings accept. */
export const MAX_EMI_MONTHS = 60;
export const MAX_EMI_RATE_PERCENT = 36;

/** One tenure's plan for a principal. */
export interface EmiQuote extends EmiTenure {
  /** The shop pays the bank's interest: the shopper pays the price and no more. */
  noCost: boolean;
  /** Rounded up to the rupee. */
  monthlyPaise: number;
  interestPaise: number;
  /** What the shopper pays in all: the price for a no-cost plan, else monthly × months. */
  totalPaise: number;
}

/** Up to the next whole rupee (a float a hair above a whole rupee stays on it). */
function upToRupee(paise: number): number {
  return Math.ceil(paise / 100 - 1e-9) * 100;
}

/**
 * The one EMI formula. No-cost: price ÷ months. Standard: the reducing-balance EMI,
 * P·r·(1+r)^n ÷ ((1+r)^n − 1) with r the monthly rate; total and interest follow from the rounded
 * monthly amount. A no-cost plan's last instalment is what is left, so its total is the price.
 */
export function emiQuote(principalPaise: number, tenure: EmiTenure): EmiQuote {
  const { months, annualRatePercent } = tenure;
  if (annualRatePercent === 0) {
    return {
      months,
      annualRatePercent,
      noCost: true,
      monthlyPaise: upToRupee(principalPaise / months),
      interestPaise: 0,
      totalPaise: principalPaise,
    };
  }
  const rate = annualRatePercent / 1200;
  const growth = (1 + rate) ** months;
  const monthlyPaise = upToRupee((principalPaise * rate * growth) / (growth - 1));
  const totalPaise = monthlyPaise * months;
  return {
    months,
    annualRatePercent,
    noCost: false,
    monthlyPaise,
    interestPaise: totalPaise - principalPaise,
    totalPaise,
  };
}

/** Every tenure's plan for a price, or none below the minimum price. */
export function emiQuotes(pricePaise: number, settings: EmiSettings): EmiQuote[] {
  if (pricePaise <= 0 || pricePaise < Math.round(settings.minPrice * 100)) return [];
  return settings.tenures.map((tenure) => emiQuote(pricePaise, tenure));
}

/**
 * What "EMI from ₹X/month" says: the lowest no-cost monthly amount when the shop offers a no-cost
 * tenure, else the lowest of the others; null when EMI is not offered at this price.
 */
export function emiFrom(
  pricePaise: number,
  settings: EmiSettings,
): { monthlyPaise: number; noCost: boolean } | null {
  const quotes = emiQuotes(pricePaise, settings);
  const noCost = quotes.filter((quote) => quote.noCost);
  const pool = noCost.length > 0 ? noCost : quotes;
  if (pool.length === 0) return null;
  const monthlyPaise = Math.min(...pool.map((quote) => quote.monthlyPaise));
  return { monthlyPaise, noCost: noCost.length > 0 };
}

/**
 * "3:0,6:0,9:15" (months:annual rate %, 0 for no-cost) → tenures, or the first entry that is not
 * one. Months 1–MAX_EMI_MONTHS, each once; a rate 0–MAX_EMI_RATE_PERCENT with two decimals at most.
 */
export function parseEmiTenures(text: string): EmiTenure[] | { invalid: string } {
  const tenures: EmiTenure[] = [];
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^(\d{1,2}):(\d{1,2}(?:\.\d{1,2})?)$/.exec(entry);
    const months = Number(match?.[1]);
    const annualRatePercent = Number(match?.[2]);
    if (
      !match ||
      months < 1 ||
      months > MAX_EMI_MONTHS ||
      annualRatePercent > MAX_EMI_RATE_PERCENT ||
      tenures.some((tenure) => tenure.months === months)
    ) {
      return { invalid: entry };
    }
    tenures.push({ months, annualRatePercent });
  }
  return tenures;
}
