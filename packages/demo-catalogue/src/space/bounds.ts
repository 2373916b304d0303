import type { Point } from '../svg/markup.ts';
import { project, type View } from './view.ts';

/** An axis-aligned box in centimetres: x across, y up from the floor, z back from the front. */
export interface Bounds {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export function box(x: number, y: number, z: number, w: number, h: number, d: number): Bounds {
  return { x0: x, x1: x + w, y0: y, y1: y + h, z0: z, z1: z + d };
}

export function union(all: readonly Bounds[]): Bounds {
  return {
    x0: Math.min(...all.map((b) => b.x0)),
    x1: Math.max(...all.map((b) => b.x1)),
    y0: Math.min(...all.map((b) => b.y0)),
    y1: Math.max(...all.map((b) => b.y1)),
    z0: Math.min(...all.map((b) => b.z0)),
    z1: Math.max(...all.map((b) => b.z1)),
  };
}

export function corners(b: Bounds): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const x of [b.x0, b.x1])
    for (const y of [b.y0, b.y1]) for (const z of [b.z0, b.z1]) out.push([x, y, z]);
  return out;
}

export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function screenRect(view: View, b: Bounds): ScreenRect {
  const pts: Point[] = corners(b).map(([x, y, z]) => project(view, x, y, z));
  return {
    left: Math.min(...pts.map((p) => p[0])),
    right: Math.max(...pts.map((p) => p[0])),
    top: Math.min(...pts.map((p) => p[1])),
    bottom: Math.max(...pts.map((p) => p[1])),
  };
}

export const rectsOverlap = (a: ScreenRect, b: ScreenRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
