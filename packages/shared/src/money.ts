/** Amounts travel as rupees (numbers) in the API and are stored as integer paise. */

/** Indian digit grouping: the last three digits, then pairs ("12345678" → "1,23,45,678"). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Indian grouping without the symbol, at most two decimals, trailing zeros dropped:
 * 125000 → "1,25,000", 1234.5 → "1,234.5"; what Intl.NumberFormat('en-IN',
 * { maximumFractionDigits: 2 }) prints for an amount in paise (money.test.ts compares them).
 * Written out because creating the first Intl.NumberFormat in a page costs Chromium 50–100 ms of
 * main thread to load its locale data, and every price on the home page went through it.
 */
export function formatINR(amount: number): string {
  if (Number.isNaN(amount)) return 'NaN';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (!Number.isFinite(amount)) return `${sign}∞`;
  const paise = Math.round(Math.abs(amount) * 100);
  const rupees = groupIndian(String(Math.floor(paise / 100)));
  const fraction = String(paise % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${rupees}${fraction ? `.${fraction}` : ''}`;
}

/** With the rupee symbol: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return `₹${formatINR(amount)}`;
}

/** A delivery charge as the shop says it (issue #26): "Free", or "₹1,499". */
export function deliveryChargeText(rupees: number): string {
  return rupees === 0 ? 'Free' : formatRupees(rupees);
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}
