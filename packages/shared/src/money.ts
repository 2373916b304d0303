/** Amounts travel as rupees (numbers) in the API and are stored as integer paise. */
const inrFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Locale thousands formatting without the symbol: 125000 → "1,25,000". */
export function formatINR(amount: number): string {
  return inrFormatter.format(amount);
}

/** With the rupee symbol: 125000 → "₹1,25,000". */
export function formatRupees(amount: number): string {
  return `₹${formatINR(amount)}`;
}

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return paise / 100;
}
