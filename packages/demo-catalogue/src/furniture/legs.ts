import { box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import type { Placement } from './placement.ts';

export type LegStyle = 'square' | 'tapered' | 'turned' | 'round' | 'bun' | 'block';

/** One leg standing on the floor at (x, z), its footprint centred there. */
export function leg(
  p: Placement,
  x: number,
  z: number,
  height: number,
  size: number,
  f: Finish,
  style: LegStyle,
): void {
  const s = size / 2;
  switch (style) {
    case 'turned': {
      // A lathe-turned profile: stacked drums of varying girth.
      const rings: [number, number][] = [
        [0, 0.75],
        [0.12, 1],
        [0.22, 0.6],
        [0.45, 0.85],
        [0.62, 0.55],
        [0.8, 1],
        [0.9, 0.8],
      ];
      rings.forEach(([from, girth], i) => {
        const to = rings[i + 1]?.[0] ?? 1;
        p.cylinder({ cx: x, cz: z, rx: s * girth, y0: height * from, y1: height * to }, f);
      });
      return;
    }
    case 'round':
      p.cylinder({ cx: x, cz: z, rx: s, y0: 0, y1: height }, f);
      return;
    case 'bun':
      p.cylinder({ cx: x, cz: z, rx: s, y0: 0, y1: height }, f);
      return;
    case 'tapered':
      p.block(box(x - s * 0.7, 0, z - s * 0.7, s * 1.4, height * 0.5, s * 1.4), f, { radius: 0.4 });
      p.block(box(x - s, height * 0.5, z - s, s * 2, height * 0.5, s * 2), f, { radius: 0.4 });
      return;
    default:
      p.block(box(x - s, 0, z - s, size, height, size), f, {
        radius: style === 'block' ? 0.8 : 0.3,
      });
  }
}

/** Four legs inset from the corners of a footprint. */
export function fourLegs(
  p: Placement,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  height: number,
  size: number,
  f: Finish,
  style: LegStyle,
): void {
  const i = size / 2 + 1;
  for (const x of [x0 + i, x1 - i])
    for (const z of [z0 + i, z1 - i]) leg(p, x, z, height, size, f, style);
}
