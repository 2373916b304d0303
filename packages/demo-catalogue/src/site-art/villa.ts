import type { SiteImage } from '@sheesham/shared';
import { SvgCanvas } from '../svg/canvas.ts';
import { darken, lighten } from '../svg/colour.ts';
import { arcPoints, circle, el, ellipse, path, polyPath, rect } from '../svg/markup.ts';
import { linear } from '../svg/paint.ts';
import { jaali } from '../svg/textures.ts';

const STONE = '#e3b98a';

/** A cusped arch opening from (x, base) of width w and height h, as path data. */
function archPath(x: number, base: number, w: number, h: number): string {
  const rise = w * 0.55;
  const top = arcPoints(x + w / 2, base - h + rise, w / 2, rise, Math.PI, 2 * Math.PI, 30).map(
    ([px, py], i) => [px, py + Math.abs(Math.sin(i / 2.5)) * w * 0.03] as const,
  );
  return polyPath([[x, base], ...top, [x + w, base]]);
}

/** Gallery: a courtyard villa facade in sandstone, with arched doorways and jaali screens. */
export function courtyardVilla(image: SiteImage): string {
  const { width: W, height: H } = image;
  const c = new SvgCanvas(W, H);
  const ground = H * 0.8;
  c.add(
    rect(0, 0, W, ground, {
      fill: linear(c, [
        [0, '#8fc3e6'],
        [1, '#f3e7d3'],
      ]),
    }),
    circle(W * 0.84, H * 0.16, H * 0.06, { fill: '#fff6d8', opacity: 0.9 }),
  );
  // Main block with a parapet and two chhatris.
  const x0 = W * 0.08;
  const x1 = W * 0.92;
  const top = H * 0.3;
  c.add(
    rect(x0, top, x1 - x0, ground - top, {
      fill: linear(c, [
        [0, lighten(STONE, 0.08)],
        [1, darken(STONE, 0.08)],
      ]),
    }),
  );
  c.add(rect(x0 - 10, top - 14, x1 - x0 + 20, 18, { fill: darken(STONE, 0.15) }));
  for (let x = x0; x < x1; x += 28) c.add(rect(x, top - 32, 16, 18, { fill: darken(STONE, 0.05) }));
  for (const cx of [W * 0.26, W * 0.74]) {
    const base = top - 32;
    c.add(
      rect(cx - 56, base - 8, 112, 10, { fill: darken(STONE, 0.2) }),
      ...[-44, -15, 15, 44].map((dx) =>
        rect(cx + dx - 5, base - 70, 10, 62, { fill: darken(STONE, 0.1) }),
      ),
      rect(cx - 62, base - 80, 124, 12, { fill: darken(STONE, 0.2) }),
      path(
        `M${cx - 54} ${base - 80}Q${cx - 50} ${base - 150} ${cx} ${base - 160}Q${cx + 50} ${base - 150} ${cx + 54} ${base - 80}Z`,
        { fill: lighten(STONE, 0.1) },
      ),
      rect(cx - 2, base - 178, 4, 20, { fill: '#b48a3f' }),
    );
  }
  // A string course between storeys.
  const mid = top + (ground - top) * 0.42;
  c.add(rect(x0, mid, x1 - x0, 10, { fill: darken(STONE, 0.18) }));
  // Upper storey: jaali windows.
  const lattice = jaali(c, lighten(STONE, 0.05), 18);
  const upper = [0.16, 0.34, 0.66, 0.84];
  for (const t of upper) {
    const cx = W * t;
    const w = W * 0.08;
    const d = archPath(cx - w / 2, mid - 18, w, (mid - top) * 0.66);
    c.add(
      el('path', {
        d: archPath(cx - w / 2 - 8, mid - 12, w + 16, (mid - top) * 0.66 + 14),
        fill: darken(STONE, 0.16),
      }),
      el('path', { d, fill: '#5b3a26' }),
      el('path', { d, fill: lattice }),
      rect(cx - w / 2 - 14, mid - 18, w + 28, 8, { fill: darken(STONE, 0.22) }),
    );
  }
  // A jharokha balcony in the middle of the upper storey.
  c.add(
    path(`M${W * 0.43} ${mid - 10}H${W * 0.57}L${W * 0.55} ${mid + 24}H${W * 0.45}Z`, {
      fill: darken(STONE, 0.2),
    }),
    el('path', { d: archPath(W * 0.44, mid - 10, W * 0.12, (mid - top) * 0.75), fill: '#6b4226' }),
    el('path', { d: archPath(W * 0.44, mid - 10, W * 0.12, (mid - top) * 0.75), fill: lattice }),
  );
  // Ground floor: three arched doorways, the middle one open to the courtyard.
  const doors = [0.25, 0.5, 0.75];
  doors.forEach((t, i) => {
    const w = i === 1 ? W * 0.16 : W * 0.11;
    const h = (ground - mid) * (i === 1 ? 0.82 : 0.7);
    const x = W * t - w / 2;
    c.add(el('path', { d: archPath(x - 10, ground, w + 20, h + 12), fill: darken(STONE, 0.18) }));
    c.add(el('path', { d: archPath(x, ground, w, h), fill: i === 1 ? '#f6dfb6' : '#6b4226' }));
    if (i === 1) {
      c.add(
        rect(x + w * 0.15, ground - h * 0.45, w * 0.7, h * 0.45, { fill: '#e9c98f' }),
        ellipse(x + w / 2, ground - h * 0.1, w * 0.28, h * 0.05, { fill: '#7fb4c9' }),
      );
    } else {
      c.add(
        path(`M${x + w / 2} ${ground - h * 0.7}V${ground}`, {
          stroke: '#4a2c18',
          'stroke-width': 3,
        }),
      );
      for (const dy of [0.25, 0.5])
        c.add(circle(x + w / 2 + (i === 0 ? -6 : 6), ground - h * dy, 3, { fill: '#b48a3f' }));
    }
  });
  // Courtyard paving and planters.
  c.add(rect(0, ground, W, H - ground, { fill: '#d8b48a' }));
  for (let x = -H; x < W + H; x += 60)
    c.add(
      path(`M${x} ${H}L${x + (H - ground) * 0.8} ${ground}`, {
        stroke: '#c49a6c',
        'stroke-width': 2,
      }),
    );
  for (let y = ground + 24; y < H; y += 30)
    c.add(path(`M0 ${y}H${W}`, { stroke: '#c49a6c', 'stroke-width': 2 }));
  for (const t of [0.06, 0.38, 0.62, 0.94]) {
    const cx = W * t;
    c.add(
      path(`M${cx - 34} ${ground + 20}H${cx + 34}L${cx + 26} ${ground + 70}H${cx - 26}Z`, {
        fill: '#b5603c',
      }),
      ...[-1, 0, 1].map((k) =>
        ellipse(cx + k * 20, ground - 6 - Math.abs(k) * -8, 26, 38, {
          fill: k ? '#4f7d4f' : '#3f6b45',
        }),
      ),
    );
  }
  return c.toSvg();
}
