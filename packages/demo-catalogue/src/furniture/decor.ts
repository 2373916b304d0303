import { box } from '../space/bounds.ts';
import type { DrawContext } from '../space/scene.ts';
import { project } from '../space/view.ts';
import { darken, lighten } from '../svg/colour.ts';
import { el, path } from '../svg/markup.ts';
import { linear } from '../svg/paint.ts';
import type { Placement } from './placement.ts';

/** Props that dress a picture: plants, lamps, vases, books. Not for sale, just for scale. */
export function plant(p: Placement, x: number, z: number, height: number, pot = '#c9b8a3'): void {
  const r = height * 0.16;
  p.cylinder({ cx: x, cz: z, rx: r, y0: 0, y1: height * 0.3 }, { colour: pot, texture: 'plain' });
  p.custom(
    box(x - height * 0.35, height * 0.3, z - r, height * 0.7, height * 0.7, r * 2),
    (ctx, b) => drawLeaves(ctx, (b.x0 + b.x1) / 2, b.y0, (b.z0 + b.z1) / 2, height * 0.7),
  );
}

function drawLeaves(ctx: DrawContext, x: number, y: number, z: number, h: number): void {
  const { canvas, view } = ctx;
  const [bx, by] = project(view, x, y, z);
  const s = view.scale;
  const leaves: string[] = [];
  const greens = ['#3f6b45', '#4f7d4f', '#5f8f55', '#34593b'];
  for (let i = 0; i < 11; i++) {
    const a = -Math.PI / 2 + ((i - 5) / 5) * 1.15;
    const len = h * s * (0.65 + ((i * 37) % 10) / 30);
    const tx = bx + Math.cos(a) * len;
    const ty = by + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.16;
    const ny = Math.cos(a) * len * 0.16;
    const mx = (bx + tx) / 2;
    const my = (by + ty) / 2;
    leaves.push(
      path(
        `M${bx.toFixed(1)} ${by.toFixed(1)}Q${(mx + nx).toFixed(1)} ${(my + ny).toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}Q${(mx - nx).toFixed(1)} ${(my - ny).toFixed(1)} ${bx.toFixed(1)} ${by.toFixed(1)}Z`,
        {
          fill: greens[i % greens.length],
        },
      ),
    );
  }
  canvas.add(...leaves);
}

/** A table lamp: turned base and a drum shade, glowing a little. */
export function tableLamp(
  p: Placement,
  x: number,
  z: number,
  y: number,
  height: number,
  base = '#c7b299',
): void {
  p.cylinder(
    { cx: x, cz: z, rx: height * 0.14, y0: y, y1: y + height * 0.45 },
    { colour: base, texture: 'plain' },
  );
  p.cylinder(
    { cx: x, cz: z, rx: height * 0.03, y0: y + height * 0.45, y1: y + height * 0.6 },
    { colour: '#a08a5b', texture: 'metal' },
  );
  p.cylinder(
    { cx: x, cz: z, rx: height * 0.26, y0: y + height * 0.6, y1: y + height },
    { colour: '#f2e6cf', texture: 'fabric' },
  );
}

export function vase(
  p: Placement,
  x: number,
  z: number,
  y: number,
  height: number,
  colour: string,
): void {
  p.custom(
    box(x - height * 0.22, y, z - height * 0.22, height * 0.44, height, height * 0.44),
    (ctx, b) => {
      const { canvas, view } = ctx;
      const [cx, by] = project(view, (b.x0 + b.x1) / 2, b.y0, (b.z0 + b.z1) / 2);
      const s = view.scale;
      const w = (b.x1 - b.x0) * s;
      const h = height * s;
      const d = `M${cx - w * 0.18} ${by}C${cx - w * 0.7} ${by - h * 0.2} ${cx - w * 0.5} ${by - h * 0.7} ${cx - w * 0.14} ${by - h * 0.85}V${by - h}H${cx + w * 0.14}V${by - h * 0.85}C${cx + w * 0.5} ${by - h * 0.7} ${cx + w * 0.7} ${by - h * 0.2} ${cx + w * 0.18} ${by}Z`;
      canvas.add(
        el('path', {
          d,
          fill: linear(
            canvas,
            [
              [0, darken(colour, 0.15)],
              [0.35, lighten(colour, 0.25)],
              [1, darken(colour, 0.3)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        }),
      );
    },
  );
}

const BOOK_COLOURS = [
  '#8a3b32',
  '#2f4f6f',
  '#c8a24a',
  '#4a6b4a',
  '#e7dccb',
  '#6b4a6b',
  '#b86a3c',
  '#36454f',
];

/** A row of books standing on a shelf, from x0 to x1. */
export function books(
  p: Placement,
  x0: number,
  x1: number,
  y: number,
  z: number,
  depth: number,
  maxH: number,
  seed: number,
): void {
  let x = x0;
  let i = seed;
  while (x < x1 - 2) {
    const t = 2 + ((i * 7) % 4);
    if (x + t > x1) break;
    const h = maxH * (0.72 + ((i * 13) % 10) / 36);
    const colour = BOOK_COLOURS[(i * 5) % BOOK_COLOURS.length] ?? '#8a3b32';
    p.block(box(x, y, z, t, h, depth), { colour, texture: 'plain' }, { radius: 0.3 });
    x += t + 0.3;
    i++;
    if (i % 7 === 0) x += 6;
  }
}
