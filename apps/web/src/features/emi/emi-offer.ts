import { emiFrom, emiQuotes, formatRupees, fromPaise, toPaise } from '@sheesham/shared';
import { storeSettings } from '@/lib/store-settings';

/**
 * The shop's EMI offer applied to a price in rupees, with the settings the server injected into
 * the page (the same on the server's render and in the browser, so nothing shifts on hydration).
 */
export function emiFromPrice(price: number) {
  return emiFrom(toPaise(price), storeSettings.emi);
}

export function emiPlansFor(price: number) {
  return emiQuotes(toPaise(price), storeSettings.emi);
}

/** "No-cost EMI from ₹6,500/month" (or "EMI from …" when no tenure is no-cost); null when none. */
export function emiFromText(price: number): string | null {
  const from = emiFromPrice(price);
  if (!from) return null;
  const monthly = `${formatRupees(fromPaise(from.monthlyPaise))}/month`;
  return from.noCost ? `No-cost EMI from ${monthly}` : `EMI from ${monthly}`;
}
