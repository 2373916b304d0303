import type { SiteImage } from '@sheesham/shared';
import { SvgCanvas } from '../svg/canvas.ts';
import { darken, lighten } from '../svg/colour.ts';
import { circle, el, ellipse, path, rect } from '../svg/markup.ts';
import { blur, linear, radial } from '../svg/paint.ts';
import { FABRICS, WOODS } from '../svg/palette.ts';
import { woodGrain } from '../svg/textures.ts';

/** Services: a designer's desk seen from above, a wardrobe sketch beside wood and fabric samples. */
export function designDesk(image: SiteImage): string {
  const { width: W, height: H } = image;
  const c = new SvgCanvas(W, H);
  const shadow = (markup: string, dx = 10, dy = 14) =>
    c.add(
      el('g', { filter: blur(c, 10), opacity: 0.28, transform: `translate(${dx} ${dy})` }, markup),
    );

  // Desk top.
  c.add(rect(0, 0, W, H, { fill: '#b98a5a' }), rect(0, 0, W, H, { fill: woodGrain(c, true) }));
  c.add(
    rect(0, 0, W, H, {
      fill: radial(
        c,
        [
          [0, '#fff', 0.18],
          [1, '#000', 0.18],
        ],
        { cx: 0.45, cy: 0.4, r: 0.8 },
      ),
    }),
  );

  // The drawing sheet with a wardrobe elevation on it.
  const sheet = { x: W * 0.2, y: H * 0.12, w: W * 0.42, h: H * 0.76 };
  const sheetShape = rect(sheet.x, sheet.y, sheet.w, sheet.h);
  shadow(sheetShape);
  const g: string[] = [rect(sheet.x, sheet.y, sheet.w, sheet.h, { fill: '#fbfaf6' })];
  const ink = {
    fill: 'none',
    stroke: '#3d4652',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  } as const;
  const fx = sheet.x + sheet.w * 0.2;
  const fy = sheet.y + sheet.h * 0.14;
  const fw = sheet.w * 0.6;
  const fh = sheet.h * 0.68;
  g.push(
    rect(fx, fy, fw, fh, ink),
    path(`M${fx - 8} ${fy}H${fx + fw + 8}`, { ...ink, 'stroke-width': 5 }),
  );
  for (let i = 1; i < 3; i++) g.push(path(`M${fx + (fw * i) / 3} ${fy}V${fy + fh * 0.82}`, ink));
  g.push(path(`M${fx} ${fy + fh * 0.82}H${fx + fw}`, ink));
  for (let i = 0; i < 3; i++) {
    const dx = fx + (fw * i) / 3;
    g.push(rect(dx + 12, fy + 14, fw / 3 - 24, fh * 0.82 - 28, { ...ink, 'stroke-width': 1.6 }));
    g.push(path(`M${dx + fw / 3 - 20} ${fy + fh * 0.4}v40`, { ...ink, 'stroke-width': 4 }));
  }
  for (let i = 0; i < 3; i++)
    g.push(
      rect(fx + 10 + (i * fw) / 3, fy + fh * 0.85, fw / 3 - 20, fh * 0.12, {
        ...ink,
        'stroke-width': 1.6,
      }),
    );
  // Dimension lines with arrow ends (no figures: the drawing is about the lines).
  const dim = { ...ink, stroke: '#b23a2e', 'stroke-width': 1.6 };
  g.push(
    path(
      `M${fx} ${fy + fh + 26}H${fx + fw}M${fx} ${fy + fh + 18}v16M${fx + fw} ${fy + fh + 18}v16`,
      dim,
    ),
    path(`M${fx - 30} ${fy}V${fy + fh}M${fx - 38} ${fy}h16M${fx - 38} ${fy + fh}h16`, dim),
  );
  // Hatching that shows the sketch is still in progress.
  for (let i = 0; i < 9; i++)
    g.push(
      path(`M${fx + fw * 0.7 + i * 8} ${fy + fh * 0.86}l14 -14`, {
        ...ink,
        'stroke-width': 1,
        stroke: '#7b8794',
      }),
    );
  c.add(...g);

  // A pencil resting on the sheet, held by a hand.
  const px = sheet.x + sheet.w * 0.74;
  const py = sheet.y + sheet.h * 0.66;
  const pencil = el(
    'g',
    { transform: `translate(${px} ${py}) rotate(-38)` },
    rect(0, -7, 260, 14, { fill: '#e3b23c' }) +
      rect(0, -7, 260, 4, { fill: lighten('#e3b23c', 0.3) }) +
      path('M0 -7L-34 0L0 7Z', { fill: '#f0d6ad' }) +
      path('M-24 -2L-34 0L-24 2Z', { fill: '#3d4652' }) +
      rect(250, -7, 22, 14, { fill: '#c9c9c9' }) +
      rect(272, -7, 16, 14, { rx: 4, fill: '#d46a6a' }),
  );
  shadow(pencil, 8, 10);
  c.add(pencil);
  const hand = el(
    'g',
    { transform: `translate(${px + 70} ${py - 40}) rotate(-38)` },
    ellipse(40, 8, 56, 34, { fill: '#c68e67' }) +
      ellipse(-8, 22, 18, 10, { fill: '#b27a55' }) +
      rect(86, -34, 220, 84, { rx: 30, fill: '#2e6d70' }) +
      rect(86, -34, 26, 84, { rx: 10, fill: '#25585b' }),
  );
  shadow(hand);
  c.add(hand);

  // A fan of wood samples pinned at one corner.
  const fan = { x: W * 0.78, y: H * 0.26 };
  const woods = [
    WOODS.sheesham,
    WOODS.walnut,
    WOODS.teak,
    WOODS.honey,
    WOODS['white-oak'],
    WOODS.rosewood,
  ];
  const chips = woods
    .map((colour, i) =>
      el(
        'g',
        { transform: `translate(${fan.x} ${fan.y}) rotate(${-70 + i * 22})` },
        rect(-22, 0, 44, 200, { rx: 8, fill: colour }) +
          rect(-22, 0, 44, 200, { rx: 8, fill: woodGrain(c, true) }) +
          rect(-22, 0, 44, 200, {
            rx: 8,
            fill: 'none',
            stroke: darken(colour, 0.3),
            'stroke-width': 2,
          }),
      ),
    )
    .join('');
  shadow(chips);
  c.add(chips, circle(fan.x, fan.y + 14, 8, { fill: '#c7a24a' }));

  // Fabric swatches.
  const fabrics = [FABRICS.teal, FABRICS.mustard, FABRICS.ivory, FABRICS.rust];
  fabrics.forEach((colour, i) => {
    const x = W * 0.7 + (i % 2) * 110;
    const y = H * 0.6 + Math.floor(i / 2) * 110;
    const sw = el(
      'g',
      { transform: `rotate(${-8 + i * 6} ${x + 50} ${y + 50})` },
      rect(x, y, 100, 100, { rx: 4, fill: colour }) +
        path(
          `M${x} ${y + 100}l6 -6 6 6 6 -6 6 6 6 -6 6 6 6 -6 6 6 6 -6 6 6 6 -6 6 6 6 -6 6 6 6 -6 6 6`,
          { fill: 'none', stroke: darken(colour, 0.2), 'stroke-width': 2 },
        ),
    );
    shadow(sw, 6, 8);
    c.add(sw);
  });

  // Coffee, and a plant leaning into the frame.
  const cup = { x: W * 0.09, y: H * 0.72 };
  const cupShape = circle(cup.x, cup.y, 74, { fill: '#f4f1ea' });
  shadow(cupShape);
  c.add(
    cupShape,
    circle(cup.x, cup.y, 50, { fill: '#f9f7f2', stroke: '#e2ddd2', 'stroke-width': 3 }),
    circle(cup.x, cup.y, 40, { fill: '#5a3b28' }),
    ellipse(cup.x - 10, cup.y - 12, 14, 6, { fill: '#8a6446', opacity: 0.7 }),
  );
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const a = -0.2 + i * 0.32;
    return el(
      'g',
      { transform: `translate(${W * 0.03} ${H * 0.05}) rotate(${(a * 180) / Math.PI})` },
      path('M0 0C60 -40 160 -30 220 0C160 30 60 40 0 0Z', { fill: i % 2 ? '#4f7d4f' : '#3f6b45' }),
    );
  }).join('');
  shadow(leaves);
  c.add(leaves);

  // A steel rule along the bottom of the sheet.
  const rule = rect(sheet.x - 20, sheet.y + sheet.h + 14, sheet.w * 0.9, 34, {
    fill: linear(c, [
      [0, '#e3e6e8'],
      [1, '#a9b0b5'],
    ]),
  });
  shadow(rule, 4, 6);
  let ticks = '';
  for (let i = 0; i < 60; i++)
    ticks += `M${(sheet.x - 10 + i * 11).toFixed(1)} ${sheet.y + sheet.h + 14}v${i % 5 === 0 ? 14 : 7}`;
  c.add(rule, path(ticks, { stroke: '#4a4f54', 'stroke-width': 1.4 }));
  return c.toSvg();
}
