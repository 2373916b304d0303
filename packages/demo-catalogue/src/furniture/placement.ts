import type { Bounds } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import type { DrawContext, Scene } from '../space/scene.ts';
import {
  addBlock,
  addCustom,
  addCylinder,
  addExtrusion,
  type BlockOptions,
  type CylinderSpec,
  type Decorate,
} from '../space/solids.ts';

/** Quarter turns about the vertical axis: 0 faces the viewer, 1 faces right, 2 away, 3 left. */
export type Turn = 0 | 1 | 2 | 3;

/**
 * Puts a piece drawn in its own coordinates (front at z = 0, footprint w × d) somewhere in a
 * scene, optionally turned. Front-face decorations only show when the piece faces the viewer.
 */
export class Placement {
  constructor(
    readonly scene: Scene,
    readonly at: { x: number; z: number; y?: number },
    readonly size: { w: number; d: number },
    readonly turn: Turn = 0,
  ) {}

  point(x: number, y: number, z: number): [number, number, number] {
    const { w, d } = this.size;
    const [wx, wz] =
      this.turn === 0
        ? [x, z]
        : this.turn === 1
          ? [d - z, x]
          : this.turn === 2
            ? [w - x, d - z]
            : [z, w - x];
    return [wx + this.at.x, y + (this.at.y ?? 0), wz + this.at.z];
  }

  bounds(b: Bounds): Bounds {
    const a = this.point(b.x0, b.y0, b.z0);
    const c = this.point(b.x1, b.y1, b.z1);
    return {
      x0: Math.min(a[0], c[0]),
      x1: Math.max(a[0], c[0]),
      y0: a[1],
      y1: c[1],
      z0: Math.min(a[2], c[2]),
      z1: Math.max(a[2], c[2]),
    };
  }

  /** Decorations are drawn in the piece's own coordinates, so shift them to where it stands. */
  private decor(decorate?: Decorate): Decorate | undefined {
    if (this.turn !== 0 || !decorate) return undefined;
    const dx = this.at.x;
    const dy = this.at.y ?? 0;
    return (face) =>
      decorate({
        ...face,
        pt: (x, y) => face.pt(x + dx, y + dy),
        rect: (x, y, w, h) => face.rect(x + dx, y + dy, w, h),
      });
  }

  block(b: Bounds, f: Finish, opts: BlockOptions = {}): void {
    addBlock(this.scene, this.bounds(b), f, { ...opts, decorate: this.decor(opts.decorate) });
  }

  cylinder(c: CylinderSpec, f: Finish, top?: Finish): void {
    const [cx, y0, cz] = this.point(c.cx, c.y0, c.cz);
    const swap = this.turn === 1 || this.turn === 3;
    const rz = c.rz ?? c.rx;
    addCylinder(
      this.scene,
      { cx, cz, y0, y1: y0 + c.y1 - c.y0, rx: swap ? rz : c.rx, rz: swap ? c.rx : rz },
      f,
      top,
    );
  }

  extrude(
    profile: readonly (readonly [number, number, number])[],
    along: readonly [number, number, number],
    f: Finish,
    decorate?: Decorate,
  ): void {
    const world = profile.map(([x, y, z]) => this.point(x, y, z));
    const origin = this.point(0, 0, 0);
    const tip = this.point(along[0], along[1], along[2]);
    const vec = [tip[0] - origin[0], tip[1] - origin[1], tip[2] - origin[2]] as const;
    addExtrusion(this.scene, world, vec, f, { decorate: this.decor(decorate) });
  }

  /** A custom drawing; it receives the world bounds. Drawn only if it makes sense turned. */
  custom(b: Bounds, draw: (ctx: DrawContext, world: Bounds) => void, shadow?: boolean): void {
    const world = this.bounds(b);
    addCustom(this.scene, world, (ctx) => draw(ctx, world), shadow);
  }
}
