import { darken, lighten } from '../svg/colour.ts';
import { el, type Point, path, polyPath, rect } from '../svg/markup.ts';
import { linear, linearAt, radial } from '../svg/paint.ts';
import { FLOORS, type FloorKind, WALLS, type WallColour } from '../svg/palette.ts';
import type { Bounds } from './bounds.ts';
import type { DrawContext, Scene } from './scene.ts';
import { project, type View } from './view.ts';

export interface RoomStyle {
  wall: WallColour;
  floor: FloorKind;
  /** A patch of window light falling across the wall, from the left or the right. */
  light?: 'left' | 'right';
}

/** The back wall stands at z = wallZ; the floor runs from there towards the viewer. */
export function drawRoom(ctx: DrawContext, wallZ: number, style: RoomStyle): void {
  const { canvas, view } = ctx;
  const W = canvas.width;
  const horizon = project(view, 0, 0, wallZ)[1];
  const wall = WALLS[style.wall];
  canvas.add(
    rect(0, 0, W, horizon, {
      fill: radial(
        canvas,
        [
          [0, lighten(wall, 0.35)],
          [0.7, wall],
          [1, darken(wall, 0.06)],
        ],
        { cx: 0.5, cy: 0.55, r: 0.75 },
      ),
    }),
  );
  if (style.light) drawWindowLight(ctx, horizon, style.light);
  drawFloor(ctx, wallZ, horizon, style.floor);
  // Skirting board with the thin shadow it casts on the floor.
  const skirt = 9 * view.scale;
  canvas.add(
    rect(-W, horizon - skirt, W * 3, skirt, { fill: lighten(wall, 0.3) }),
    rect(-W, horizon - skirt, W * 3, Math.max(1, view.scale * 0.6), {
      fill: darken(wall, 0.08),
    }),
    rect(-W, horizon, W * 3, Math.max(2, view.scale * 1.4), {
      fill: linear(canvas, [
        [0, '#000', 0.16],
        [1, '#000', 0],
      ]),
    }),
  );
}

function drawWindowLight(ctx: DrawContext, horizon: number, from: 'left' | 'right'): void {
  const { canvas } = ctx;
  const W = canvas.width;
  const slant = from === 'left' ? 1 : -1;
  const x0 = from === 'left' ? W * 0.04 : W * 0.96;
  const panes: Point[][] = [0, 1].map((i) => {
    const a = x0 + slant * i * W * 0.12;
    const b = a + slant * W * 0.1;
    return [
      [a, horizon * 0.12],
      [b, horizon * 0.12],
      [b + slant * W * 0.1, horizon * 0.92],
      [a + slant * W * 0.1, horizon * 0.92],
    ];
  });
  const fill = linear(canvas, [
    [0, '#fffaf0', 0],
    [0.25, '#fffaf0', 0.4],
    [1, '#fffaf0', 0.05],
  ]);
  for (const pane of panes) canvas.add(el('path', { d: polyPath(pane), fill }));
}

function drawFloor(ctx: DrawContext, wallZ: number, horizon: number, kind: FloorKind): void {
  const { canvas, view } = ctx;
  const W = canvas.width;
  const H = canvas.height;
  const base = FLOORS[kind];
  canvas.add(
    rect(-W, horizon, W * 3, H * 2, {
      fill: linearAt(
        canvas,
        [
          [0, darken(base, 0.08)],
          [1, lighten(base, 0.08)],
        ],
        { x1: 0, y1: horizon, x2: 0, y2: H },
      ),
    }),
  );
  // How far towards the viewer the floor must reach to leave the bottom edge of the canvas.
  const nearZ = wallZ - (H - horizon) / (view.scale * view.ky) - 10;
  const stone = kind === 'stone' || kind === 'marble' || kind === 'terracotta';
  const pitch = stone ? 60 : 18;
  const seam = { stroke: darken(base, 0.22), 'stroke-opacity': 0.45, 'stroke-width': 1.2 };
  // World x range that covers the canvas at both ends of the floor.
  const xs = [0, W].flatMap((sx) =>
    [wallZ, nearZ].map((z) => (sx - view.ox) / view.scale - z * view.kx),
  );
  const xMin = Math.floor(Math.min(...xs) / pitch) * pitch;
  const xMax = Math.max(...xs);
  let d = '';
  let joints = '';
  for (let x = xMin, i = 0; x <= xMax; x += pitch, i++) {
    const [ax, ay] = project(view, x, 0, wallZ);
    const [bx, by] = project(view, x, 0, nearZ);
    d += `M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}`;
    if (!stone) {
      // Staggered plank ends, the same every render.
      for (let z = wallZ - ((i * 53) % 140) - 20; z > nearZ; z -= 140 + ((i * 31) % 60)) {
        const [jx, jy] = project(view, x, 0, z);
        const [kx2, ky2] = project(view, x + pitch, 0, z);
        joints += `M${jx.toFixed(1)} ${jy.toFixed(1)}L${kx2.toFixed(1)} ${ky2.toFixed(1)}`;
      }
    }
  }
  if (stone) {
    for (let z = wallZ; z > nearZ; z -= pitch) {
      const [ax, ay] = project(view, xMin, 0, z);
      const [bx, by] = project(view, xMax, 0, z);
      joints += `M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}`;
    }
  }
  canvas.add(path(d + joints, { ...seam, fill: 'none' }));
  // A soft sheen where the light lands, and a darker foreground to ground the picture.
  canvas.add(
    rect(-W, horizon, W * 3, H - horizon, {
      fill: linearAt(
        canvas,
        [
          [0, '#fff', 0],
          [0.5, '#fff', stone ? 0.12 : 0.06],
          [1, '#000', 0.1],
        ],
        { x1: 0, y1: horizon, x2: 0, y2: H },
      ),
    }),
  );
}

/** A soft elliptical shadow filling the screen box of a floor footprint. */
function softShadow(ctx: DrawContext, b: Bounds, grow: number, strength: number): string {
  const { canvas, view } = ctx;
  const pts = [
    project(view, b.x0 - grow, 0, b.z0 - grow),
    project(view, b.x1 + grow, 0, b.z0 - grow),
    project(view, b.x1 + grow, 0, b.z1 + grow),
    project(view, b.x0 - grow, 0, b.z1 + grow),
  ];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [left, right, top, bottom] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const fill = radial(canvas, [
    [0, '#24180e', strength],
    [0.55, '#24180e', strength * 0.55],
    [1, '#24180e', 0],
  ]);
  return el('ellipse', {
    cx: (left + right) / 2,
    cy: (top + bottom) / 2,
    rx: (right - left) / 2,
    ry: (bottom - top) / 2,
    fill,
  });
}

/**
 * A wide ambient shadow under each piece and a tight contact shadow under everything that stands
 * on the floor. Radial gradients rather than blur filters: blurs made rendering five times slower.
 */
export function drawFloorShadows(ctx: DrawContext, scene: Scene, pieces?: readonly Bounds[]): void {
  const grounded = scene.solids.filter((s) => s.shadow !== false && s.bounds.y0 < 1);
  if (grounded.length === 0) return;
  const ambient = pieces ?? [scene.bounds()];
  ctx.canvas.add(
    ...ambient.map((b) => softShadow(ctx, b, 14, 0.34)),
    ...grounded.map((s) => softShadow(ctx, s.bounds, 2.5, 0.5)),
  );
}

export const wallLine = (view: View, wallZ: number): number => project(view, 0, 0, wallZ)[1];
