import { type Bounds, box } from '../space/bounds.ts';
import { darken, lighten } from '../svg/colour.ts';
import { arcPoints } from '../svg/markup.ts';
import type { BedArt } from './art.ts';
import { drawer, insetPanel, patternPanel, rosette, tufting } from './face-details.ts';
import type { Dims, Kit } from './kit.ts';
import { fourLegs, leg } from './legs.ts';
import type { Placement } from './placement.ts';

const HEAD_DEPTH = 7;

/** A made bed: base, mattress, duvet, pillows and the headboard that gives it its character. */
export function drawBed(p: Placement, dims: Dims, art: BedArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const single = w < 120;
  const baseTop = art.base === 'platform' ? 30 : 40;
  const baseD = d - HEAD_DEPTH;
  const wood = kit.wood;
  const baseFinish =
    art.headboard === 'upholstered' || art.headboard === 'wingback' ? kit.cover : wood;
  const metal = kit.metal.colour;

  // Base
  if (art.base === 'legs') {
    fourLegs(p, 0, w, 0, baseD, 18, 7, wood, art.headboard === 'carved' ? 'turned' : 'tapered');
    p.block(box(0, 18, 0, w, baseTop - 18, baseD), baseFinish, { radius: 1, shadow: false });
  } else if (art.base === 'platform') {
    p.block(box(12, 0, 10, w - 24, 9, baseD - 14), {
      colour: darken(wood.colour, 0.45),
      texture: 'plain',
    });
    p.block(box(-4, 9, -4, w + 8, baseTop - 9, baseD + 4), wood, { radius: 1, shadow: false });
  } else {
    p.block(box(0, 0, 0, w, baseTop, baseD), baseFinish, {
      radius: 1.2,
      decorate: (face) => {
        if (art.base === 'drawers') {
          const dw = (w - 24) / 2;
          for (const i of [0, 1])
            drawer(face, [8 + i * (dw + 8), 8, dw, baseTop - 16], 'bar-h', metal);
        } else if (baseFinish === wood) {
          insetPanel(face, [6, 7, w - 12, baseTop - 14], wood.colour);
        }
      },
    });
  }

  // Bedding
  const top = baseTop + 22;
  p.block(box(4, baseTop, 3, w - 8, 22, baseD - 6), kit.linen, { radius: 5 });
  const duvetEnd = baseD * 0.64;
  p.block(box(1.5, baseTop + 2, 0, w - 3, 22.5, duvetEnd), kit.accent, {
    radius: 4,
    decorate: (face) => {
      // Quilting lines on the duvet's drop.
      const rows = 3;
      for (let i = 1; i <= rows; i++) {
        const y = baseTop + 2 + (i * 20) / (rows + 1);
        const [ax, ay] = face.pt(3, y);
        const [bx] = face.pt(w - 3, y);
        face.ctx.canvas.add(
          `<path d="M${ax.toFixed(1)} ${ay.toFixed(1)}H${bx.toFixed(1)}" stroke="${darken(kit.accent.colour, 0.25)}" stroke-opacity="0.45" stroke-width="${face.len(0.5).toFixed(1)}"/>`,
        );
      }
    },
  });
  p.block(box(2.5, baseTop + 2.5, duvetEnd, w - 5, 22.8, 22), kit.linen, { radius: 4 });
  const pillows = single ? 1 : 2;
  const pw = (w - 20 - (pillows - 1) * 6) / pillows;
  for (let i = 0; i < pillows; i++) {
    const x = 10 + i * (pw + 6);
    p.block(box(x, top, baseD - 40, pw, 17, 30), kit.linen, { radius: 7 });
    // A smaller accent cushion leaning in front of each pillow.
    p.block(
      box(x + pw * 0.18, top, baseD - 58, pw * 0.64, 22, 12),
      { ...kit.cover, colour: lighten(kit.accent.colour, 0.25) },
      {
        radius: 5,
      },
    );
  }

  drawHeadboard(p, dims, art, kit, baseD);
  return box(w * 0.55, baseTop, baseD - 30, w * 0.45, h - baseTop, 30 + HEAD_DEPTH);
}

function drawHeadboard(p: Placement, dims: Dims, art: BedArt, kit: Kit, z: number): void {
  const { w, h } = dims;
  const wood = kit.wood;
  const hb = box(0, 0, z, w, h, HEAD_DEPTH);
  switch (art.headboard) {
    case 'upholstered':
      p.block(box(0, 0, z + 2, w, h, HEAD_DEPTH - 2), kit.cover, {
        radius: 4,
        decorate: (face) =>
          tufting(face, [8, 60, w - 16, h - 70], kit.cover.colour, Math.round(w / 22), 3),
      });
      return;
    case 'wingback':
      p.block(box(14, 0, z + 2, w - 28, h, HEAD_DEPTH - 2), kit.cover, {
        radius: 5,
        decorate: (face) => {
          for (let x = 14 + 12; x < w - 20; x += 12) {
            const [ax, ay] = face.pt(x, h - 4);
            const [, by] = face.pt(x, 60);
            face.ctx.canvas.add(
              `<path d="M${ax.toFixed(1)} ${ay.toFixed(1)}V${by.toFixed(1)}" stroke="${darken(kit.cover.colour, 0.28)}" stroke-opacity="0.5" stroke-width="${face.len(0.7).toFixed(1)}"/>`,
            );
          }
        },
      });
      for (const x of [0, w - 16])
        p.block(box(x, 0, z - 18, 16, h - 6, 25), kit.cover, { radius: 5 });
      return;
    case 'slatted': {
      for (const x of [0, w - 8]) p.block(box(x, 0, z, 8, h, HEAD_DEPTH), wood, { radius: 0.8 });
      p.block(box(-2, h - 9, z - 1, w + 4, 9, HEAD_DEPTH + 2), wood, { radius: 1 });
      const n = Math.round((w - 16) / 14);
      const sw = (w - 16) / n;
      for (let i = 0; i < n; i++) {
        p.block(
          box(8 + i * sw + 2, 50, z + 2, sw - 4, h - 59, 3),
          { ...wood, texture: 'wood-v' },
          { radius: 0.5 },
        );
      }
      return;
    }
    case 'metal': {
      const m = kit.metal;
      for (const x of [3, w - 3]) {
        p.cylinder({ cx: x, cz: z + 3, rx: 2.2, y0: 0, y1: h }, m);
        p.cylinder({ cx: x, cz: z + 3, rx: 3.5, y0: h, y1: h + 4 }, m);
      }
      p.block(box(3, h - 10, z + 2, w - 6, 3, 2), m, { radius: 1 });
      p.block(box(3, 52, z + 2, w - 6, 3, 2), m, { radius: 1 });
      for (let x = 18; x < w - 12; x += 16) p.block(box(x, 55, z + 2.3, 1.6, h - 65, 1.4), m);
      return;
    }
    case 'cane-arch':
    case 'carved': {
      // An arched (or cusped) top, extruded into a thick board.
      const spring = h * 0.72;
      const rise = h - spring;
      const arch = arcPoints(w / 2, 0, w / 2, rise, Math.PI, 2 * Math.PI, 40).map(
        ([x, y]) => [x, spring - y, z] as const,
      );
      const profile = [
        [0, 0, z] as const,
        ...arch.map(([x, y]) => [x, art.headboard === 'carved' ? scallop(x, y, w) : y, z] as const),
        [w, 0, z] as const,
      ];
      p.extrude(profile, [0, 0, HEAD_DEPTH], wood, (face) => {
        const colour = wood.colour;
        if (art.headboard === 'cane-arch') {
          patternPanel(face, [12, 52, w - 24, spring - 62], 'cane', colour);
        } else {
          insetPanel(face, [12, 52, w - 24, spring - 62], colour);
          patternPanel(face, [w / 2 - 30, 60, 60, spring - 78], 'jaali', colour);
          rosette(face, w / 2, spring + rise * 0.42, Math.min(9, rise * 0.3), colour);
          for (const x of [w * 0.2, w * 0.8]) rosette(face, x, (52 + spring) / 2 + 4, 6, colour);
        }
      });
      for (const x of [0, w]) {
        leg(
          p,
          x,
          z + HEAD_DEPTH / 2,
          spring + 8,
          8,
          wood,
          art.headboard === 'carved' ? 'turned' : 'round',
        );
        p.cylinder(
          { cx: x, cz: z + HEAD_DEPTH / 2, rx: 5.5, y0: spring + 8, y1: spring + 12 },
          wood,
        );
      }
      return;
    }
    default: {
      p.block(hb, wood, {
        radius: 0.8,
        decorate: (face) => {
          const n = w > 150 ? 3 : 2;
          const pw = (w - 16 - (n - 1) * 6) / n;
          for (let i = 0; i < n; i++)
            insetPanel(face, [8 + i * (pw + 6), 56, pw, h - 66], wood.colour);
        },
      });
      p.block(
        box(-3, h, z - 2, w + 6, 5, HEAD_DEPTH + 4),
        { ...wood, colour: lighten(wood.colour, 0.04) },
        { radius: 1 },
      );
    }
  }
}

/** Gentle cusps along the arch, like a Rajasthani jharokha. */
function scallop(x: number, y: number, w: number): number {
  return y + Math.abs(Math.sin((x / w) * Math.PI * 5)) * 4 - 2;
}
