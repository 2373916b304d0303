/** SPEC §5/§9: an empty minimum means 0, an empty maximum means 100000. */
export const PRICE_FILTER_MIN = 0;
export const PRICE_FILTER_MAX = 100000;

export const PRICE_QUICK_RANGES = [
  { label: 'Under ₹25K', min: 0, max: 25000 },
  { label: '₹25K - ₹50K', min: 25000, max: 50000 },
  { label: 'Above ₹50K', min: 50000, max: 100000 },
] as const;

function parseBound(raw: string | number | null | undefined, fallback: number): number {
  if (raw === null || raw === undefined) return fallback;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : fallback;
  const trimmed = raw.trim();
  if (trimmed === '') return fallback;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : fallback;
}

/** Resolves the two price inputs into the range actually applied. */
export function resolvePriceRange(
  min: string | number | null | undefined,
  max: string | number | null | undefined,
): { min: number; max: number } {
  return { min: parseBound(min, PRICE_FILTER_MIN), max: parseBound(max, PRICE_FILTER_MAX) };
}

/** True when the range differs from the default 0–100000, i.e. it counts as an applied filter. */
export function isPriceFilterActive(
  min: string | null | undefined,
  max: string | null | undefined,
) {
  const range = resolvePriceRange(min, max);
  return range.min !== PRICE_FILTER_MIN || range.max !== PRICE_FILTER_MAX;
}

export function priceInRange(price: number, range: { min: number; max: number }): boolean {
  return price >= range.min && price <= range.max;
}
