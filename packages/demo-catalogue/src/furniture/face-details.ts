import type { FrontFace } from '../space/solids.ts';
import { darken, lighten } from '../svg/colour.ts';
import { circle, el, line, path, rect } from '../svg/markup.ts';
import { linear, radial } from '../svg/paint.ts';
import { cane, jaali, louvres, mesh } from '../svg/textures.ts';

/**
 * Details drawn on a front face, in world centimetres (x across, y up). They are what makes a
 * box read as a wardrobe, a chest of drawers or a tufted headboard.
 */
export type HandleKind = 'bar-h' | 'bar-v' | 'knob' | 'ring' | 'none';

/** A rectangle on a front face: left, bottom, width and height. */
export type FaceArea = readonly [x: number, y: number, w: number, h: number];

/** A recessed panel: shadow along the top and left inner edges, light along the bottom and right. */
export function insetPanel(face: FrontFace, area: FaceArea, colour: string, fill?: string): void {
  const [x, y, w, h] = area;
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  const lip = Math.max(1, face.len(0.8));
  face.ctx.canvas.add(
    rect(sx, sy, sw, sh, { fill: fill ?? darken(colour, 0.05) }),
    path(`M${sx} ${sy + sh}V${sy}H${sx + sw}`, {
      fill: 'none',
      stroke: darken(colour, 0.4),
      'stroke-opacity': 0.55,
      'stroke-width': lip,
    }),
    path(`M${sx + sw} ${sy}V${sy + sh}H${sx}`, {
      fill: 'none',
      stroke: lighten(colour, 0.35),
      'stroke-opacity': 0.6,
      'stroke-width': lip,
    }),
  );
}

/** A fine gap between doors or drawers. */
export function gap(face: FrontFace, x1: number, y1: number, x2: number, y2: number): void {
  const [ax, ay] = face.pt(x1, y1);
  const [bx, by] = face.pt(x2, y2);
  face.ctx.canvas.add(
    line(ax, ay, bx, by, {
      stroke: '#1b120b',
      'stroke-opacity': 0.55,
      'stroke-width': Math.max(1, face.len(0.5)),
    }),
  );
}

export function handle(
  face: FrontFace,
  x: number,
  y: number,
  kind: HandleKind,
  metal: string,
): void {
  if (kind === 'none') return;
  const { canvas } = face.ctx;
  const [cx, cy] = face.pt(x, y);
  const u = face.len(1);
  const shine = linear(canvas, [
    [0, lighten(metal, 0.45)],
    [1, darken(metal, 0.25)],
  ]);
  const shadow = { fill: '#000', 'fill-opacity': 0.25 };
  if (kind === 'knob') {
    canvas.add(
      circle(cx + u * 0.4, cy + u * 0.6, u * 1.6, shadow),
      circle(cx, cy, u * 1.5, { fill: shine }),
    );
  } else if (kind === 'ring') {
    canvas.add(
      circle(cx, cy - u * 1.2, u * 0.8, { fill: shine }),
      circle(cx, cy + u * 0.6, u * 1.8, {
        fill: 'none',
        stroke: darken(metal, 0.1),
        'stroke-width': u * 0.5,
      }),
    );
  } else {
    const [w, h] = kind === 'bar-h' ? [u * 12, u * 1.3] : [u * 1.3, u * 16];
    canvas.add(
      rect(cx - w / 2 + u * 0.4, cy - h / 2 + u * 0.6, w, h, { ...shadow, rx: u * 0.6 }),
      rect(cx - w / 2, cy - h / 2, w, h, { fill: shine, rx: u * 0.6 }),
    );
  }
}

/** A drawer: a slightly proud front with a gap around it and a handle in the middle. */
export function drawer(face: FrontFace, area: FaceArea, kind: HandleKind, metal: string): void {
  const [x, y, w, h] = area;
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  face.ctx.canvas.add(
    rect(sx, sy, sw, sh, {
      fill: 'none',
      stroke: '#1b120b',
      'stroke-opacity': 0.5,
      'stroke-width': Math.max(1, face.len(0.5)),
    }),
    rect(sx, sy, sw, Math.max(1, face.len(0.6)), { fill: '#fff', 'fill-opacity': 0.12 }),
  );
  handle(face, x + w / 2, y + h / 2, kind, metal);
}

/** Deep buttoning: a diamond grid of creases with a button at each crossing. */
export function tufting(
  face: FrontFace,
  area: FaceArea,
  colour: string,
  cols: number,
  rows: number,
): void {
  const [x, y, w, h] = area;
  const { canvas } = face.ctx;
  const dx = w / cols;
  const dy = h / rows;
  let creases = '';
  const buttons: string[] = [];
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c <= cols; c++) {
      const offset = r % 2 === 0 ? 0 : dx / 2;
      const bx = x + c * dx + offset;
      if (bx > x + w + 0.01) continue;
      const [px, py] = face.pt(bx, y + h - r * dy);
      buttons.push(circle(px, py, face.len(1.2), { fill: darken(colour, 0.35) }));
      if (r < rows) {
        for (const dir of [-1, 1]) {
          const nx = bx + (dir * dx) / 2;
          if (nx < x - 0.01 || nx > x + w + 0.01) continue;
          const [qx, qy] = face.pt(nx, y + h - (r + 1) * dy);
          creases += `M${px.toFixed(1)} ${py.toFixed(1)}L${qx.toFixed(1)} ${qy.toFixed(1)}`;
        }
      }
    }
  }
  canvas.add(
    path(creases, {
      stroke: darken(colour, 0.3),
      'stroke-opacity': 0.55,
      'stroke-width': face.len(0.5),
      fill: 'none',
    }),
    ...buttons,
  );
}

/** Parallel stitched channels across a cushion or a recliner back. */
export function channels(face: FrontFace, area: FaceArea, n: number, colour: string): void {
  const [x, y, w, h] = area;
  for (let i = 1; i < n; i++) {
    const yy = y + (h * i) / n;
    const [ax, ay] = face.pt(x + 1, yy);
    const [bx] = face.pt(x + w - 1, yy);
    face.ctx.canvas.add(
      path(`M${ax} ${ay}H${bx}`, {
        stroke: darken(colour, 0.3),
        'stroke-width': face.len(0.6),
        'stroke-opacity': 0.6,
      }),
      path(`M${ax} ${ay + face.len(0.7)}H${bx}`, {
        stroke: lighten(colour, 0.25),
        'stroke-width': face.len(0.4),
        'stroke-opacity': 0.5,
      }),
    );
  }
}

/** A carved flower: petals round a centre, in the wood's own tones. */
export function rosette(face: FrontFace, x: number, y: number, r: number, wood: string): void {
  const [cx, cy] = face.pt(x, y);
  const R = face.len(r);
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return el('ellipse', {
      cx: cx + Math.cos(a) * R * 0.55,
      cy: cy + Math.sin(a) * R * 0.55,
      rx: R * 0.42,
      ry: R * 0.2,
      transform: `rotate(${((a * 180) / Math.PI).toFixed(1)} ${(cx + Math.cos(a) * R * 0.55).toFixed(1)} ${(cy + Math.sin(a) * R * 0.55).toFixed(1)})`,
      fill: lighten(wood, 0.12),
      stroke: darken(wood, 0.45),
      'stroke-width': R * 0.06,
    });
  }).join('');
  face.ctx.canvas.add(
    circle(cx, cy, R, { fill: darken(wood, 0.2) }),
    petals,
    circle(cx, cy, R * 0.22, { fill: darken(wood, 0.35) }),
  );
}

/** A panel filled with a pattern over a dark backing: jaali, cane, louvres or mesh. */
export function patternPanel(
  face: FrontFace,
  area: FaceArea,
  kind: 'jaali' | 'cane' | 'louvres' | 'mesh',
  colour: string,
): void {
  const [x, y, w, h] = area;
  const { canvas } = face.ctx;
  const [sx, sy, sw, sh] = face.rect(x, y, w, h);
  const backing =
    kind === 'louvres' ? colour : kind === 'mesh' ? lighten(colour, 0.1) : darken(colour, 0.65);
  const overlay =
    kind === 'jaali'
      ? jaali(canvas, colour, Math.max(12, face.len(6)))
      : kind === 'cane'
        ? cane(canvas, '#d8b57c', Math.max(6, face.len(2.6)))
        : kind === 'louvres'
          ? louvres(canvas, Math.max(6, face.len(4)))
          : mesh(canvas);
  canvas.add(rect(sx, sy, sw, sh, { fill: backing }), rect(sx, sy, sw, sh, { fill: overlay }));
  insetPanel(face, [x, y, w, h], colour, 'none');
}

/** A silvered mirror with two diagonal reflections. */
export function mirror(face: FrontFace, area: FaceArea): void {
  const { canvas } = face.ctx;
  const [sx, sy, sw, sh] = face.rect(...area);
  canvas.add(
    rect(sx, sy, sw, sh, {
      fill: linear(canvas, [
        [0, '#dfe8ea'],
        [0.5, '#b8c8cc'],
        [1, '#93a8ad'],
      ]),
    }),
    path(
      `M${sx + sw * 0.15} ${sy + sh}L${sx + sw * 0.75} ${sy}H${sx + sw * 0.95}L${sx + sw * 0.35} ${sy + sh}Z`,
      { fill: '#fff', 'fill-opacity': 0.22 },
    ),
    path(
      `M${sx + sw * 0.5} ${sy + sh}L${sx + sw} ${sy + sh * 0.2}V${sy + sh * 0.35}L${sx + sw * 0.6} ${sy + sh}Z`,
      {
        fill: '#fff',
        'fill-opacity': 0.14,
      },
    ),
  );
}

/** A screen that is switched off: a dark glass with a faint reflection. */
export function screen(face: FrontFace, area: FaceArea): void {
  const { canvas } = face.ctx;
  const [sx, sy, sw, sh] = face.rect(...area);
  canvas.add(
    rect(sx, sy, sw, sh, {
      fill: radial(
        canvas,
        [
          [0, '#3a4048'],
          [1, '#15181c'],
        ],
        { cx: 0.3, cy: 0.2, r: 0.9 },
      ),
    }),
    path(
      `M${sx} ${sy + sh * 0.7}L${sx + sw * 0.45} ${sy}H${sx + sw * 0.6}L${sx} ${sy + sh * 0.95}Z`,
      {
        fill: '#fff',
        'fill-opacity': 0.06,
      },
    ),
  );
}
