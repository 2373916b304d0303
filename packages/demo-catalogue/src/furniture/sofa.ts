import { type Bounds, box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import { lighten } from '../svg/colour.ts';
import type { SofaArt } from './art.ts';
import { insetPanel, tufting } from './face-details.ts';
import type { Dims, Kit } from './kit.ts';
import { fourLegs, type LegStyle, leg } from './legs.ts';
import type { Placement } from './placement.ts';

const SEAT_H = 44;
const CUSHION = 14;

/** Sofas and armchairs: a frame, arms, seat and back cushions, and scatter cushions. */
export function drawSofa(p: Placement, dims: Dims, art: SofaArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const cover = kit.cover;
  const style = art.style;
  const woodFrame = style === 'wood-frame';
  const legH = style === 'sofa-bed' ? 0 : style === 'chesterfield' ? 9 : woodFrame ? 16 : 13;
  const armW = woodFrame
    ? 9
    : style === 'chesterfield'
      ? 22
      : style === 'rolled'
        ? 20
        : style === 'wingback'
          ? 16
          : 17;
  const armH = style === 'chesterfield' ? h - 2 : style === 'sofa-bed' ? 52 : woodFrame ? 60 : 62;
  const backT = 18;
  const chaise = style === 'l-shape' ? Math.min(80, w * 0.32) : 0;
  const seatD = d - backT - (woodFrame ? 2 : 0);
  const legStyle: LegStyle = style === 'chesterfield' ? 'bun' : woodFrame ? 'square' : 'tapered';
  const legFinish = kit.wood;

  // Legs and base
  if (legH > 0) fourLegs(p, 2, w - 2, 2, d - 2, legH, woodFrame ? 6 : 5, legFinish, legStyle);
  // The chaise needs one more leg under its front corner.
  if (chaise && legH > 0) leg(p, w - 5, -chaise + 5, legH, 5, legFinish, legStyle);
  const baseTop = SEAT_H - CUSHION;
  if (woodFrame) {
    p.block(box(0, legH, 0, w, baseTop - legH, d), kit.wood, {
      radius: 0.8,
      shadow: false,
      decorate: (face) =>
        insetPanel(face, [6, legH + 3, w - 12, baseTop - legH - 6], kit.wood.colour),
    });
  } else {
    p.block(box(armW - 1, legH, 0, w - armW * 2 + 2, baseTop - legH, d - 2), cover, {
      radius: 2,
      shadow: false,
      decorate:
        style === 'sofa-bed'
          ? (face) => insetPanel(face, [armW + 6, 6, w - armW * 2 - 12, baseTop - 12], cover.colour)
          : undefined,
    });
  }
  if (chaise)
    p.block(box(w - armW - chaise, legH, -chaise, chaise, baseTop - legH, chaise + 2), cover, {
      radius: 2,
      shadow: false,
    });

  // Back
  const backX = woodFrame ? armW : armW - 2;
  p.block(
    box(
      style === 'chesterfield' ? 0 : backX,
      legH,
      d - backT,
      style === 'chesterfield' ? w : w - backX * 2,
      h - legH,
      backT,
    ),
    woodFrame ? kit.wood : cover,
    {
      radius: woodFrame ? 1 : 4,
      shadow: false,
      decorate:
        style === 'chesterfield'
          ? (face) =>
              tufting(
                face,
                [armW + 4, SEAT_H + 4, w - armW * 2 - 8, h - SEAT_H - 12],
                cover.colour,
                Math.round(w / 18),
                3,
              )
          : undefined,
    },
  );

  // Arms
  for (const x of [0, w - armW]) {
    if (woodFrame) drawWoodArm(p, x, armW, armH, d, kit.wood);
    else {
      const z0 = x > 0 && chaise ? -chaise : 0;
      p.block(box(x, legH, z0, armW, armH - legH, d - z0), cover, {
        radius: style === 'rolled' || style === 'chesterfield' ? 8 : style === 'sofa-bed' ? 3 : 4,
        shadow: false,
        decorate:
          style === 'chesterfield'
            ? (face) =>
                tufting(face, [x + 4, legH + 6, armW - 8, armH - legH - 18], cover.colour, 1, 3)
            : undefined,
      });
    }
  }
  if (style === 'wingback') {
    for (const x of [0, w - armW])
      p.block(box(x, armH, d - backT - 28, armW, h - armH - 4, 28), cover, { radius: 5 });
  }

  // Cushions
  const n = art.seats;
  const inner = w - armW * 2;
  const cw = inner / n;
  for (let i = 0; i < n; i++) {
    const x = armW + i * cw;
    p.block(box(x + 0.5, baseTop, 0, cw - 1, CUSHION, seatD), cover, { radius: 5 });
    if (style !== 'chesterfield') {
      p.block(
        box(x + 1, SEAT_H, d - backT - 20, cw - 2, h - SEAT_H - (woodFrame ? 8 : 3), 20),
        cover,
        { radius: 8 },
      );
    }
  }
  if (chaise)
    p.block(
      box(w - armW - chaise + 0.5, baseTop, -chaise, chaise - 1, CUSHION, chaise - 1),
      cover,
      { radius: 5 },
    );

  // Scatter cushions in the accent colour, one at each end.
  const accent: Finish = kit.accent;
  const size = Math.min(42, cw * 0.75);
  const cushZ = d - backT - (style === 'chesterfield' ? 14 : 34);
  p.block(box(armW + 3, SEAT_H, cushZ - 10, size, size * 0.92, 10), accent, { radius: 8 });
  if (n > 1) {
    p.block(
      box(w - armW - 3 - size, SEAT_H, cushZ - 10, size, size * 0.92, 10),
      { ...accent, colour: lighten(accent.colour, 0.2) },
      { radius: 8 },
    );
  }
  return box(w - armW - cw, legH, 0, cw + armW, h - legH, d);
}

/** An open wooden arm: front and back posts, a flat armrest and a row of spindles. */
function drawWoodArm(
  p: Placement,
  x: number,
  armW: number,
  armH: number,
  d: number,
  wood: Finish,
): void {
  p.block(box(x, 16, 0, armW, armH - 16, 7), wood, { radius: 0.6, shadow: false });
  p.block(box(x, 16, d - 7, armW, armH - 16, 7), wood, { radius: 0.6, shadow: false });
  p.block(box(x - 1, armH, -2, armW + 2, 4, d + 2), wood, { radius: 0.8 });
  const spindles = Math.floor((d - 20) / 12);
  for (let i = 1; i <= spindles; i++) {
    const z = 7 + ((d - 14) * i) / (spindles + 1);
    p.block(box(x + armW / 2 - 1.5, SEAT_H - 4, z - 1.5, 3, armH - SEAT_H + 4, 3), wood, {
      radius: 0.5,
    });
  }
}
