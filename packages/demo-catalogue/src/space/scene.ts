import type { SvgCanvas } from '../svg/canvas.ts';
import { type Bounds, rectsOverlap, screenRect, union } from './bounds.ts';
import { sideSign, type View } from './view.ts';

export interface DrawContext {
  canvas: SvgCanvas;
  view: View;
}

/** Anything drawable that occupies a box; the box is what the painter's sort reasons about. */
export interface Solid {
  bounds: Bounds;
  /** Casts a contact shadow on the floor (legs, bases); defaults to touching the floor. */
  shadow?: boolean;
  draw(ctx: DrawContext): void;
}

const EPS = 0.01;

/**
 * For two disjoint boxes, any axis that separates them tells which one is nearer the viewer:
 * the viewer looks from the front (-z), from above (+y) and from the side given by kx.
 * Returns true when `a` must be painted before `b`, or null when they interpenetrate.
 */
function paintsBefore(a: Bounds, b: Bounds, side: 1 | -1): boolean | null {
  if (a.z0 >= b.z1 - EPS) return true;
  if (b.z0 >= a.z1 - EPS) return false;
  if (a.y1 <= b.y0 + EPS) return true;
  if (b.y1 <= a.y0 + EPS) return false;
  if (side > 0) {
    if (a.x1 <= b.x0 + EPS) return true;
    if (b.x1 <= a.x0 + EPS) return false;
  } else {
    if (a.x0 >= b.x1 - EPS) return true;
    if (b.x0 >= a.x1 - EPS) return false;
  }
  return null;
}

/** A set of solids in one 3D space, painted back to front. */
export class Scene {
  readonly solids: Solid[] = [];

  add(solid: Solid): void {
    this.solids.push(solid);
  }

  bounds(): Bounds {
    return union(this.solids.map((s) => s.bounds));
  }

  /** Topological painter's order; interpenetrating solids keep the order they were added in. */
  ordered(view: View): Solid[] {
    const n = this.solids.length;
    const side = sideSign(view);
    const rects = this.solids.map((s) => screenRect(view, s.bounds));
    const after: number[][] = Array.from({ length: n }, () => []);
    const pending = new Array<number>(n).fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const ri = rects[i];
        const rj = rects[j];
        if (!ri || !rj || !rectsOverlap(ri, rj)) continue;
        const a = this.solids[i]?.bounds;
        const b = this.solids[j]?.bounds;
        if (!a || !b) continue;
        const first = paintsBefore(a, b, side) ?? true;
        const [from, to] = first ? [i, j] : [j, i];
        after[from]?.push(to);
        pending[to] = (pending[to] ?? 0) + 1;
      }
    }
    const out: Solid[] = [];
    const done = new Array<boolean>(n).fill(false);
    while (out.length < n) {
      // The lowest index whose predecessors are all painted; a cycle falls back to the lowest index.
      let next = pending.findIndex((p, i) => p === 0 && !done[i]);
      if (next < 0) next = done.indexOf(false);
      done[next] = true;
      pending[next] = -1;
      const solid = this.solids[next];
      if (solid) out.push(solid);
      for (const to of after[next] ?? []) pending[to] = (pending[to] ?? 0) - 1;
    }
    return out;
  }

  render(ctx: DrawContext): void {
    for (const solid of this.ordered(ctx.view)) solid.draw(ctx);
  }
}
