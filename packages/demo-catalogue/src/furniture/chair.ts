import { type Bounds, box } from '../space/bounds.ts';
import { project } from '../space/view.ts';
import { arcPoints } from '../svg/markup.ts';
import type { ChairArt } from './art.ts';
import { channels, insetPanel, patternPanel, rosette, tufting } from './face-details.ts';
import type { Dims, Kit } from './kit.ts';
import { leg } from './legs.ts';
import type { Placement } from './placement.ts';

/** Chairs and stools, also used around dining tables (then often turned). */
export function drawChair(p: Placement, dims: Dims, art: ChairArt, kit: Kit): Bounds {
  switch (art.style) {
    case 'mesh-office':
    case 'leather-office':
      return drawOfficeChair(p, dims, art.style, kit);
    case 'bar-stool':
      return drawBarStool(p, dims, kit);
    case 'rocking':
      return drawRockingChair(p, dims, kit);
    default:
      return drawDiningChair(p, dims, art.style, kit);
  }
}

function drawDiningChair(p: Placement, dims: Dims, style: ChairArt['style'], kit: Kit): Bounds {
  const { w, d, h } = dims;
  const seat = 45;
  const frame = style === 'metal' ? kit.metal : kit.wood;
  const post = style === 'metal' ? 2.4 : style === 'maharaja' ? 6 : 4;
  const legStyle = style === 'maharaja' ? 'turned' : 'square';
  // Front legs, then back posts that run up into the back.
  for (const x of [post / 2 + 1, w - post / 2 - 1]) {
    leg(p, x, post / 2 + 1, seat - 4, post, frame, legStyle);
    p.block(box(x - post / 2, 0, d - post - 1, post, h, post), frame, { radius: 0.5 });
  }
  const upholstered = style === 'upholstered' || style === 'maharaja';
  p.block(box(0, seat - 5, 0, w, 5, d), style === 'cane' || style === 'slat' ? frame : kit.cover, {
    radius: upholstered ? 2.5 : 0.6,
    decorate:
      style === 'cane'
        ? (face) => patternPanel(face, [2, seat - 4, w - 4, 3], 'cane', kit.wood.colour)
        : undefined,
  });
  const top = h - 2;
  const bz = d - post - 0.5;
  if (style === 'slat') {
    p.block(box(post, top - 9, bz, w - post * 2, 9, 3), frame, { radius: 0.8 });
    for (let i = 0; i < 3; i++)
      p.block(
        box(
          post + 4 + i * ((w - post * 2 - 8) / 3) + 1.5,
          seat + 6,
          bz + 0.5,
          (w - post * 2 - 8) / 3 - 3,
          top - seat - 15,
          2,
        ),
        { ...frame, texture: 'wood-v' },
      );
  } else if (style === 'cane') {
    p.block(box(post, seat + 12, bz, w - post * 2, top - seat - 12, 3), frame, {
      decorate: (face) =>
        patternPanel(
          face,
          [post + 2.5, seat + 14, w - post * 2 - 5, top - seat - 17],
          'cane',
          kit.wood.colour,
        ),
    });
  } else if (style === 'metal') {
    for (let y = seat + 10; y < top; y += 8)
      p.block(box(post, y, bz + 0.5, w - post * 2, 1.5, 1.2), frame);
    p.block(box(post, seat + 8, bz, w - post * 2, 0.5, 0.5), frame);
  } else if (style === 'maharaja') {
    const mid = w / 2;
    const spring = top - 18;
    const profile = [
      [post, seat + 6, bz] as const,
      ...arcPoints(mid, 0, mid - post, 18, Math.PI, 2 * Math.PI, 24).map(
        ([x, y]) => [x, spring - y, bz] as const,
      ),
      [w - post, seat + 6, bz] as const,
    ];
    p.extrude(profile, [0, 0, 4], frame, (face) => {
      insetPanel(
        face,
        [post + 5, seat + 10, w - post * 2 - 10, spring - seat - 12],
        frame.colour,
        kit.cover.colour,
      );
      tufting(
        face,
        [post + 7, seat + 12, w - post * 2 - 14, spring - seat - 18],
        kit.cover.colour,
        3,
        3,
      );
      rosette(face, mid, spring + 8, 5, frame.colour);
    });
    // Carved arms.
    for (const x of [0, w - 5]) {
      p.block(box(x - 1, 64, -1, 7, 4, d - 4), frame, { radius: 1.2 });
      p.block(box(x, seat, 1, 5, 64 - seat, 5), frame, { radius: 0.6 });
    }
  } else {
    p.block(box(post - 1, seat + 4, bz - 4, w - post * 2 + 2, top - seat - 4, 7), kit.cover, {
      radius: 3,
      decorate: (face) =>
        channels(face, [post, seat + 6, w - post * 2, top - seat - 10], 4, kit.cover.colour),
    });
  }
  return box(0, seat - 5, 0, w, h - seat + 5, d);
}

function drawOfficeChair(
  p: Placement,
  dims: Dims,
  style: 'mesh-office' | 'leather-office',
  kit: Kit,
): Bounds {
  const { w, d, h } = dims;
  const cx = w / 2;
  const cz = d / 2;
  const dark =
    style === 'mesh-office' ? { colour: '#2e2f31', texture: 'plain' as const } : kit.cover;
  const base = { colour: '#2a2a2c', texture: 'metal' as const };
  // Five-star base with casters, drawn flat on the floor plane.
  p.custom(box(cx - 32, 0, cz - 32, 64, 8, 64), (ctx, b) => {
    const { canvas, view } = ctx;
    const c = [(b.x0 + b.x1) / 2, (b.z0 + b.z1) / 2] as const;
    let spokes = '';
    let wheels = '';
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      const ex = c[0] + Math.cos(a) * 30;
      const ez = c[1] + Math.sin(a) * 30;
      const [hx, hy] = project(view, c[0], 7, c[1]);
      const [tx, ty] = project(view, ex, 5, ez);
      spokes += `M${hx.toFixed(1)} ${hy.toFixed(1)}L${tx.toFixed(1)} ${ty.toFixed(1)}`;
      const [wx, wy] = project(view, ex, 2.5, ez);
      wheels += `<circle cx="${wx.toFixed(1)}" cy="${wy.toFixed(1)}" r="${(view.scale * 3).toFixed(1)}" fill="#141414"/>`;
    }
    canvas.add(
      `<path d="${spokes}" stroke="#3a3a3c" stroke-width="${(view.scale * 4).toFixed(1)}" stroke-linecap="round"/>`,
      wheels,
    );
  });
  p.cylinder({ cx, cz, rx: 2.5, y0: 7, y1: 40 }, { colour: '#9aa1a7', texture: 'metal' });
  p.cylinder({ cx, cz, rx: 4.5, y0: 8, y1: 22 }, base);
  const seatY = 44;
  p.block(box(2, seatY, 0, w - 4, 9, d - 8), dark, { radius: 4 });
  p.block(box(cx - 10, 40, cz - 10, 20, 4, 20), base);
  // Arms: a post and a pad each side.
  for (const x of [0, w - 4]) {
    p.block(box(x, seatY + 4, d / 2 - 2, 4, 18, 4), base, { radius: 1 });
    p.block(box(x - 1, seatY + 22, 8, 6, 3, d - 24), base, { radius: 1.2 });
  }
  p.block(box(cx - 4, seatY + 6, d - 10, 8, 14, 4), base, { radius: 1.5 });
  const back = box(5, seatY + 18, d - 8, w - 10, h - seatY - 18, 7);
  p.block(back, style === 'mesh-office' ? { colour: '#2a2b2d', texture: 'plain' } : kit.cover, {
    radius: style === 'mesh-office' ? 3 : 6,
    decorate: (face) =>
      style === 'mesh-office'
        ? patternPanel(face, [8, seatY + 21, w - 16, h - seatY - 24], 'mesh', '#56595e')
        : channels(face, [6, seatY + 22, w - 12, h - seatY - 26], 5, kit.cover.colour),
  });
  return box(0, seatY, 0, w, h - seatY, d);
}

function drawBarStool(p: Placement, dims: Dims, kit: Kit): Bounds {
  const { w, h } = dims;
  const r = w / 2;
  const m = kit.metal;
  for (const [x, z] of [
    [6, 6],
    [w - 6, 6],
    [6, w - 6],
    [w - 6, w - 6],
  ] as const) {
    p.cylinder({ cx: x, cz: z, rx: 1.4, y0: 0, y1: h - 6 }, m);
  }
  p.block(box(5, 24, 5, w - 10, 1.6, 1.6), m);
  p.block(box(5, 24, w - 6.6, w - 10, 1.6, 1.6), m);
  p.cylinder({ cx: r, cz: r, rx: r, y0: h - 6, y1: h - 4 }, kit.wood);
  p.cylinder({ cx: r, cz: r, rx: r - 1, y0: h - 4, y1: h }, kit.cover);
  return box(0, h - 20, 0, w, 20, w);
}

function drawRockingChair(p: Placement, dims: Dims, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const wood = kit.wood;
  const seat = 42;
  // Curved runners in the side planes, the rocking chair's silhouette: low in the middle.
  const runner = Array.from({ length: 25 }, (_, i) => {
    const z = -12 + ((d + 20) * i) / 24;
    const t = (z - d / 2) / (d / 2 + 12);
    return [z, 1 + t * t * 12] as const;
  });
  for (const x of [2, w - 5]) {
    const bottom = runner.map(([z, y]) => [x, y, z] as const);
    const top = [...runner].reverse().map(([z, y]) => [x, y + 4, z] as const);
    p.extrude([...bottom, ...top], [3, 0, 0], wood);
  }
  for (const x of [4, w - 4]) {
    for (const z of [6, d - 10]) leg(p, x, z, seat, 4, wood, 'round');
    p.block(box(x - 2, seat, d - 10, 4, h - seat, 4), wood, { radius: 0.6 });
    p.block(box(x - 2.5, 62, 2, 5, 3.5, d - 10), wood, { radius: 1 });
    p.block(box(x - 1.5, seat, 4, 3, 22, 3), wood, { radius: 0.5 });
  }
  p.block(box(2, seat - 4, 2, w - 4, 5, d - 8), wood, {
    radius: 1,
    decorate: (face) => patternPanel(face, [4, seat - 3, w - 8, 3], 'cane', wood.colour),
  });
  p.block(box(4, seat + 1, 4, w - 8, 7, d - 16), kit.cover, { radius: 3 });
  p.block(box(6, h - 10, d - 10, w - 12, 8, 3), wood, { radius: 1 });
  const n = 5;
  for (let i = 0; i < n; i++) {
    const x = 8 + (i * (w - 18)) / (n - 1);
    p.block(box(x, seat + 8, d - 9.5, 2.5, h - seat - 18, 2), { ...wood, texture: 'wood-v' });
  }
  p.block(box(6, seat + 16, d - 16, w - 12, h - seat - 30, 6), kit.accent, { radius: 4 });
  return box(0, seat - 10, 0, w * 0.6, h - seat, d);
}
