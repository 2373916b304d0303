const CM_PER_INCH = 2.54;

/** "198 x 213 x 100 cm" and the matching "78 x 84 x 39 in", both from the same centimetres. */
export function formatDimensions(size: readonly number[]): { cm: string; inches: string } {
  return {
    cm: `${size.join(' x ')} cm`,
    inches: `${size.map((v) => Math.round(v / CM_PER_INCH)).join(' x ')} in`,
  };
}

export const formatWeight = (kg: number): string => `${kg} kg`;
export const formatWarranty = (years: number): string =>
  `${years} ${years === 1 ? 'Year' : 'Years'}`;
