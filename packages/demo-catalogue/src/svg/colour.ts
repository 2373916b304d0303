/** Hex colour arithmetic for shading: everything is mixed in sRGB, which is plenty for flat art. */
function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);

/** Relative luminance (0–1), to pick readable accents on light or dark finishes. */
export function luminance(colour: string): number {
  const [r, g, b] = parse(colour).map((c) => c / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
