import { box } from '../space/bounds.ts';
import type { DrawContext, Scene } from '../space/scene.ts';
import { addCustom, type FrontFace } from '../space/solids.ts';
import { project } from '../space/view.ts';
import { darken, lighten } from '../svg/colour.ts';
import { arcPoints, circle, el, type Point, path, polyPath, rect } from '../svg/markup.ts';
import { linear } from '../svg/paint.ts';

/** What is seen through a window. */
export type Outlook = 'garden' | 'city' | 'sky';

function outlookMarkup(
  face: FrontFace,
  sx: number,
  sy: number,
  sw: number,
  sh: number,
  outlook: Outlook,
): string {
  const { canvas } = face.ctx;
  const sky = rect(sx, sy, sw, sh, {
    fill: linear(canvas, [
      [0, '#a9cfe6'],
      [1, '#e8f1ee'],
    ]),
  });
  if (outlook === 'sky') return sky;
  if (outlook === 'city') {
    let d = '';
    let x = sx;
    let i = 0;
    while (x < sx + sw) {
      const bw = sw * (0.08 + ((i * 7) % 5) * 0.025);
      const bh = sh * (0.25 + ((i * 11) % 7) * 0.07);
      d += `M${x.toFixed(1)} ${(sy + sh).toFixed(1)}V${(sy + sh - bh).toFixed(1)}H${(x + bw).toFixed(1)}V${(sy + sh).toFixed(1)}Z`;
      x += bw + sw * 0.01;
      i++;
    }
    return (
      sky +
      path(d, { fill: '#9fb3c0' }) +
      rect(sx, sy + sh * 0.82, sw, sh * 0.18, { fill: '#8aa0ae' })
    );
  }
  const hills = path(
    `M${sx} ${sy + sh * 0.7}Q${sx + sw * 0.3} ${sy + sh * 0.45} ${sx + sw * 0.55} ${sy + sh * 0.62}T${sx + sw} ${sy + sh * 0.55}V${sy + sh}H${sx}Z`,
    { fill: '#9cbf8a' },
  );
  const trees = [0.2, 0.45, 0.8]
    .map((t, i) =>
      circle(sx + sw * t, sy + sh * (0.62 - (i % 2) * 0.06), sw * (0.12 + (i % 2) * 0.04), {
        fill: i % 2 ? '#6f9a5c' : '#5b8a4f',
      }),
    )
    .join('');
  return sky + hills + trees + rect(sx, sy + sh * 0.82, sw, sh * 0.18, { fill: '#7fa56c' });
}

/** A rectangular window with frame, mullions, sill and optional curtains. */
export function windowOnWall(
  face: FrontFace,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { outlook?: Outlook; frame?: string; curtains?: string; panes?: number } = {},
): void {
  const { canvas } = face.ctx;
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  const frame = opts.frame ?? '#f4efe6';
  const t = face.len(5);
  canvas.add(rect(sx - t, sy - t, sw + t * 2, sh + t * 2, { fill: frame }));
  canvas.add(outlookMarkup(face, sx, sy, sw, sh, opts.outlook ?? 'garden'));
  const panes = opts.panes ?? 2;
  let mull = '';
  for (let i = 1; i < panes; i++)
    mull += `M${(sx + (sw * i) / panes).toFixed(1)} ${sy.toFixed(1)}V${(sy + sh).toFixed(1)}`;
  mull += `M${sx.toFixed(1)} ${(sy + sh * 0.32).toFixed(1)}H${(sx + sw).toFixed(1)}`;
  canvas.add(
    path(mull, { stroke: frame, 'stroke-width': face.len(3), fill: 'none' }),
    rect(sx, sy, sw, sh, { fill: '#fff', 'fill-opacity': 0.12 }),
    rect(sx - t * 1.6, sy + sh + t * 0.6, sw + t * 3.2, t * 1.2, { fill: darken(frame, 0.08) }),
  );
  if (opts.curtains) {
    const c = opts.curtains;
    for (const side of [-1, 1]) {
      const cx = side < 0 ? sx - t * 2.5 : sx + sw + t * 2.5;
      const cw = sw * 0.2;
      const x0 = side < 0 ? cx - cw * 0.4 : cx - cw * 0.6;
      const folds = [0, 0.33, 0.66]
        .map((f) =>
          rect(x0 + cw * f, sy - t * 3, cw * 0.33, sh + t * 6, {
            fill: f === 0.33 ? darken(c, 0.08) : c,
          }),
        )
        .join('');
      canvas.add(folds);
    }
    canvas.add(rect(sx - sw * 0.3, sy - t * 3.6, sw * 1.6, t * 0.8, { fill: '#8a6a45' }));
  }
}

/** A jharokha-style window: a cusped arch over a carved frame, with a jaali-light glow. */
export function archedWindow(
  face: FrontFace,
  x: number,
  y: number,
  w: number,
  h: number,
  stone: string,
  outlook: Outlook = 'garden',
): void {
  const { canvas } = face.ctx;
  const archPts = (inset: number): Point[] => {
    const [sx, sy, sw, sh] = face.rect(x + inset, y + inset, w - inset * 2, h - inset * 2);
    const rise = sw * 0.55;
    const top = arcPoints(sx + sw / 2, sy + rise, sw / 2, rise, Math.PI, 2 * Math.PI, 36).map(
      ([px, py], i) => [px, py + Math.abs(Math.sin(i / 3.6)) * sw * 0.02] as Point,
    );
    return [[sx, sy + sh], ...top, [sx + sw, sy + sh]];
  };
  const outer = archPts(-6);
  const inner = archPts(0);
  canvas.add(el('path', { d: polyPath(outer), fill: darken(stone, 0.12) }));
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  const clip = canvas.define(`clip:${polyPath(inner)}`, (id) =>
    el('clipPath', { id }, el('path', { d: polyPath(inner) })),
  );
  canvas.add(
    el('g', { 'clip-path': `url(#${clip})` }, outlookMarkup(face, sx, sy, sw, sh, outlook)),
  );
  canvas.add(
    el('path', {
      d: polyPath(inner),
      fill: 'none',
      stroke: lighten(stone, 0.2),
      'stroke-width': face.len(2),
    }),
    rect(sx - face.len(10), sy + sh, sw + face.len(20), face.len(6), { fill: darken(stone, 0.2) }),
  );
}

const ART_PALETTES = [
  ['#c8963a', '#2e6d70', '#e9dcc4', '#b1552f'],
  ['#97a585', '#d6a69c', '#f1e8d8', '#4a4b4e'],
  ['#3b4a8a', '#d8c3a0', '#f4efe6', '#c8963a'],
] as const;

/** A framed abstract print: sun, hills and a band of colour. */
export function framedArt(
  face: FrontFace,
  x: number,
  y: number,
  w: number,
  h: number,
  variant = 0,
): void {
  const { canvas } = face.ctx;
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  const [a, b, bg, d] = ART_PALETTES[variant % ART_PALETTES.length] ?? ART_PALETTES[0];
  const f = face.len(2.5);
  canvas.add(
    rect(sx + f, sy + f * 1.6, sw, sh, { fill: '#000', 'fill-opacity': 0.15 }),
    rect(sx - f, sy - f, sw + f * 2, sh + f * 2, { fill: '#3a2a1c' }),
    rect(sx, sy, sw, sh, { fill: bg }),
    circle(sx + sw * (0.3 + variant * 0.2), sy + sh * 0.38, Math.min(sw, sh) * 0.2, { fill: a }),
    path(
      `M${sx} ${sy + sh * 0.75}Q${sx + sw * 0.35} ${sy + sh * 0.45} ${sx + sw * 0.7} ${sy + sh * 0.7}T${sx + sw} ${sy + sh * 0.6}V${sy + sh}H${sx}Z`,
      { fill: b },
    ),
    rect(sx, sy + sh * 0.88, sw, sh * 0.12, { fill: d }),
  );
}

/** A rug lying on the floor: field, border and fringe, in world centimetres. */
export function rug(
  ctx: DrawContext,
  x: number,
  z: number,
  w: number,
  d: number,
  field: string,
  border: string,
): void {
  const { canvas, view } = ctx;
  const quad = (inset: number): Point[] => [
    project(view, x + inset, 0.3, z + inset),
    project(view, x + w - inset, 0.3, z + inset),
    project(view, x + w - inset, 0.3, z + d - inset),
    project(view, x + inset, 0.3, z + d - inset),
  ];
  canvas.add(
    el('path', { d: polyPath(quad(0)), fill: border }),
    el('path', { d: polyPath(quad(8)), fill: field }),
    el('path', {
      d: polyPath(quad(14)),
      fill: 'none',
      stroke: lighten(border, 0.3),
      'stroke-width': view.scale * 1.2,
    }),
    el('path', {
      d: polyPath(quad(d * 0.3)),
      fill: 'none',
      stroke: border,
      'stroke-width': view.scale * 2,
      'stroke-opacity': 0.6,
    }),
  );
}

/** A pendant lamp hanging from above the picture. */
export function pendant(
  scene: Scene,
  x: number,
  z: number,
  y: number,
  colour: string,
  ceiling = 300,
): void {
  addCustom(
    scene,
    box(x - 20, y, z - 20, 40, 30, 40),
    (ctx) => {
      const { canvas, view } = ctx;
      const [cx, cy] = project(view, x, y, z);
      const [, topY] = project(view, x, ceiling, z);
      const r = view.scale * 20;
      const h = view.scale * 18;
      canvas.add(
        path(`M${cx} ${topY}V${cy - h}`, {
          stroke: '#3a332c',
          'stroke-width': Math.max(1.5, view.scale * 0.5),
        }),
        el('ellipse', {
          cx,
          cy: cy + h * 0.05,
          rx: r * 0.8,
          ry: r * 0.25,
          fill: '#fff3cf',
          opacity: 0.9,
        }),
        path(
          `M${cx - r} ${cy}Q${cx - r} ${cy - h * 1.1} ${cx} ${cy - h}Q${cx + r} ${cy - h * 1.1} ${cx + r} ${cy}Z`,
          {
            fill: linear(
              canvas,
              [
                [0, lighten(colour, 0.2)],
                [1, darken(colour, 0.2)],
              ],
              { x1: 0, y1: 0, x2: 1, y2: 0 },
            ),
          },
        ),
      );
    },
    false,
  );
}
