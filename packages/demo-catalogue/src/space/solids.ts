import { darken, lighten } from '../svg/colour.ts';
import { el, type Point, polyPath } from '../svg/markup.ts';
import { HORIZONTAL, linear } from '../svg/paint.ts';
import { type Bounds, box } from './bounds.ts';
import { type FaceKind, type FacePaint, type Finish, facePaint } from './finish.ts';
import type { DrawContext, Scene } from './scene.ts';
import { project, sideSign, type View } from './view.ts';

type Vec3 = readonly [number, number, number];

/** The front plane of a solid, for drawing panels, drawers and carvings in world centimetres. */
export interface FrontFace {
  bounds: Bounds;
  ctx: DrawContext;
  /** Screen point of (x, y) on the front plane. */
  pt(x: number, y: number): Point;
  /** Screen rectangle [x, y, w, h] of a world rectangle on the front plane (y0 at the bottom). */
  rect(x: number, y: number, w: number, h: number): [number, number, number, number];
  /** Centimetres to screen units. */
  len(cm: number): number;
}

export type Decorate = (face: FrontFace) => void;

export function frontFace(ctx: DrawContext, bounds: Bounds): FrontFace {
  const { view } = ctx;
  return {
    bounds,
    ctx,
    pt: (x, y) => project(view, x, y, bounds.z0),
    rect: (x, y, w, h) => {
      const [sx, sy] = project(view, x, y + h, bounds.z0);
      return [sx, sy, w * view.scale, h * view.scale];
    },
    len: (cm) => cm * view.scale,
  };
}

/** Paints one polygon with its face paint, rounded by a stroke of the same paint when asked. */
export function paintPolygon(
  ctx: DrawContext,
  pts: readonly Point[],
  paint: FacePaint,
  roundPx = 0,
): void {
  const d = polyPath(pts);
  const round = roundPx > 0 ? { 'stroke-width': roundPx * 2, 'stroke-linejoin': 'round' } : {};
  const common = { 'fill-opacity': paint.opacity, 'stroke-opacity': paint.opacity };
  ctx.canvas.add(
    el('path', {
      d,
      fill: paint.fill,
      ...(roundPx > 0 ? { stroke: paint.fill } : {}),
      ...round,
      ...common,
    }),
  );
  if (paint.overlay) {
    ctx.canvas.add(
      el('path', {
        d,
        fill: paint.overlay,
        ...(roundPx > 0 && paint.overlayOnEdges ? { stroke: paint.overlay, ...round } : {}),
      }),
    );
  }
}

export function boxFaces(view: View, b: Bounds): Record<FaceKind, Point[]> {
  const p = (x: number, y: number, z: number) => project(view, x, y, z);
  const sx = sideSign(view) > 0 ? b.x1 : b.x0;
  return {
    side: [p(sx, b.y0, b.z0), p(sx, b.y1, b.z0), p(sx, b.y1, b.z1), p(sx, b.y0, b.z1)],
    top: [p(b.x0, b.y1, b.z0), p(b.x1, b.y1, b.z0), p(b.x1, b.y1, b.z1), p(b.x0, b.y1, b.z1)],
    front: [p(b.x0, b.y0, b.z0), p(b.x1, b.y0, b.z0), p(b.x1, b.y1, b.z0), p(b.x0, b.y1, b.z0)],
  };
}

export interface BlockOptions {
  /** Corner rounding in cm: small for joinery, large for cushions. */
  radius?: number;
  /** Paint a different finish on the top face (a glass or marble top on a wooden frame). */
  topFinish?: Finish;
  decorate?: Decorate;
  shadow?: boolean;
}

export function drawBlock(ctx: DrawContext, b: Bounds, f: Finish, opts: BlockOptions = {}): void {
  const { canvas, view } = ctx;
  const side = sideSign(view);
  const r = Math.min(
    opts.radius ?? 0,
    (b.x1 - b.x0) / 2 - 0.01,
    (b.y1 - b.y0) / 2 - 0.01,
    (b.z1 - b.z0) / 2 - 0.01,
  );
  const inner: Bounds =
    r > 0
      ? { x0: b.x0 + r, x1: b.x1 - r, y0: b.y0 + r, y1: b.y1 - r, z0: b.z0 + r, z1: b.z1 - r }
      : b;
  const faces = boxFaces(view, inner);
  const roundPx = Math.max(0, r) * view.scale;
  paintPolygon(ctx, faces.side, facePaint(canvas, f, 'side', side), roundPx);
  paintPolygon(ctx, faces.top, facePaint(canvas, opts.topFinish ?? f, 'top', side), roundPx);
  paintPolygon(ctx, faces.front, facePaint(canvas, f, 'front', side), roundPx);
  opts.decorate?.(frontFace(ctx, b));
}

export function addBlock(scene: Scene, b: Bounds, f: Finish, opts: BlockOptions = {}): void {
  scene.add({ bounds: b, shadow: opts.shadow, draw: (ctx) => drawBlock(ctx, b, f, opts) });
}

/** Points of a horizontal ellipse (a round top or a cylinder's cap) on the screen. */
function capPoints(view: View, cx: number, cz: number, rx: number, rz: number, y: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < 48; i++) {
    const t = (i / 48) * Math.PI * 2;
    out.push(project(view, cx + rx * Math.cos(t), y, cz + rz * Math.sin(t)));
  }
  return out;
}

/** Monotone-chain convex hull, for a cylinder's silhouette. */
function hull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (
        out.length >= 2 &&
        cross(out[out.length - 2] as Point, out[out.length - 1] as Point, p) <= 0
      )
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

export interface CylinderSpec {
  cx: number;
  cz: number;
  /** Radius across x, and across z (defaults to rx) for oval tops. */
  rx: number;
  rz?: number;
  y0: number;
  y1: number;
}

export function cylinderBounds(c: CylinderSpec): Bounds {
  const rz = c.rz ?? c.rx;
  return box(c.cx - c.rx, c.y0, c.cz - rz, c.rx * 2, c.y1 - c.y0, rz * 2);
}

export function drawCylinder(
  ctx: DrawContext,
  c: CylinderSpec,
  f: Finish,
  topFinish: Finish = f,
): void {
  const { canvas, view } = ctx;
  const rz = c.rz ?? c.rx;
  const bottom = capPoints(view, c.cx, c.cz, c.rx, rz, c.y0);
  const top = capPoints(view, c.cx, c.cz, c.rx, rz, c.y1);
  const body = facePaint(
    canvas,
    { ...f, texture: f.texture === 'wood' ? 'wood-v' : f.texture },
    'front',
  );
  paintPolygon(ctx, hull([...bottom, ...top]), {
    ...body,
    fill: f.texture === 'glass' ? body.fill : roundGradient(ctx, f.colour),
  });
  paintPolygon(ctx, top, facePaint(canvas, topFinish, 'top'));
}

/** A horizontal gradient that makes a flat silhouette read as round. */
function roundGradient(ctx: DrawContext, colour: string): string {
  return linear(
    ctx.canvas,
    [
      [0, darken(colour, 0.12)],
      [0.3, lighten(colour, 0.16)],
      [0.7, colour],
      [1, darken(colour, 0.32)],
    ],
    HORIZONTAL,
  );
}

export function addCylinder(scene: Scene, c: CylinderSpec, f: Finish, topFinish?: Finish): void {
  scene.add({ bounds: cylinderBounds(c), draw: (ctx) => drawCylinder(ctx, c, f, topFinish) });
}

/**
 * A flat profile (any polygon in a plane) pushed along a vector: arched headboards, rocker runners,
 * carved panels. The thickness is drawn as stacked copies in the side shade, the near end on top.
 */
export function addExtrusion(
  scene: Scene,
  profile: readonly Vec3[],
  along: Vec3,
  f: Finish,
  opts: { decorate?: Decorate } = {},
): void {
  const all = [
    ...profile,
    ...profile.map(([x, y, z]) => [x + along[0], y + along[1], z + along[2]] as const),
  ];
  const bounds: Bounds = {
    x0: Math.min(...all.map((p) => p[0])),
    x1: Math.max(...all.map((p) => p[0])),
    y0: Math.min(...all.map((p) => p[1])),
    y1: Math.max(...all.map((p) => p[1])),
    z0: Math.min(...all.map((p) => p[2])),
    z1: Math.max(...all.map((p) => p[2])),
  };
  scene.add({
    bounds,
    draw: (ctx) => {
      const { view, canvas } = ctx;
      const side = sideSign(view);
      // The end of the extrusion that faces the viewer is drawn last.
      const towardViewer = along[0] * side + along[1] - along[2] > 0;
      const [start, dir] = towardViewer
        ? [[0, 0, 0] as Vec3, along]
        : [along, [-along[0], -along[1], -along[2]] as Vec3];
      const lengthPx =
        Math.hypot(dir[0] + dir[2] * view.kx, dir[1] + dir[2] * view.ky) * view.scale;
      const steps = Math.max(1, Math.ceil(lengthPx / 1.5));
      const at = (t: number) =>
        profile.map(([x, y, z]) =>
          project(
            view,
            x + start[0] + dir[0] * t,
            y + start[1] + dir[1] * t,
            z + start[2] + dir[2] * t,
          ),
        );
      const sidePaint = facePaint(canvas, f, 'side', side);
      const d = Array.from({ length: steps }, (_, i) => polyPath(at(i / steps))).join('');
      canvas.add(el('path', { d, fill: sidePaint.fill }));
      paintPolygon(ctx, at(1), facePaint(canvas, f, 'front', side));
      if (opts.decorate && dir[2] < 0) opts.decorate(frontFace(ctx, { ...bounds, z0: bounds.z0 }));
    },
  });
}

/** Anything else: a solid with a box for sorting and its own drawing code. */
export function addCustom(
  scene: Scene,
  bounds: Bounds,
  draw: (ctx: DrawContext) => void,
  shadow?: boolean,
): void {
  scene.add({ bounds, draw, shadow });
}
