/** A plain JSON object (not null, not an array); the base of the hand-written shape checks. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
