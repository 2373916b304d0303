import { type Bounds, box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import { darken } from '../svg/colour.ts';
import type { StorageArt } from './art.ts';
import { books, plant, tableLamp, vase } from './decor.ts';
import {
  drawer,
  gap,
  handle,
  insetPanel,
  mirror,
  patternPanel,
  rosette,
  screen,
} from './face-details.ts';
import type { Dims, Kit } from './kit.ts';
import { fourLegs } from './legs.ts';
import type { Placement } from './placement.ts';

/** Case goods: a carcass with doors, drawers or open shelves, and props that show scale. */
export function drawStorage(p: Placement, dims: Dims, art: StorageArt, kit: Kit): Bounds {
  switch (art.piece) {
    case 'wardrobe':
      return drawWardrobe(p, dims, art, kit);
    case 'bookshelf':
      return drawBookshelf(p, dims, art, kit);
    default:
      return drawCabinet(p, dims, art, kit);
  }
}

function drawWardrobe(p: Placement, dims: Dims, art: StorageArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const wood = kit.wood;
  const metal = kit.metal.colour;
  const doors = art.doors ?? 2;
  p.block(box(3, 0, 3, w - 6, 8, d - 4), { colour: darken(wood.colour, 0.35), texture: 'plain' });
  p.block(
    box(0, 8, 0, w, h - 14, d),
    { ...wood, texture: wood.texture === 'wood' ? 'wood-v' : wood.texture },
    {
      radius: 0.6,
      shadow: false,
      decorate: (face) => {
        const drawerH = art.carved ? 0 : 22;
        const doorY = 8 + drawerH + 2;
        const dw = (w - 4) / doors;
        for (let i = 0; i < doors; i++) {
          const x = 2 + i * dw;
          if (i > 0) gap(face, x, doorY, x, h - 8);
          if (art.mirror && i === Math.floor(doors / 2))
            mirror(face, [x + 6, doorY + 8, dw - 12, h - doorY - 24]);
          else if (art.carved) {
            insetPanel(face, [x + 6, doorY + 8, dw - 12, h - doorY - 24], wood.colour);
            rosette(face, x + dw / 2, (doorY + h) / 2, Math.min(9, dw * 0.15), wood.colour);
          } else insetPanel(face, [x + 6, doorY + 8, dw - 12, h - doorY - 24], wood.colour);
          const hx = i % 2 === 0 ? x + dw - 6 : x + 6;
          handle(
            face,
            doors % 2 === 1 && i === doors - 1 ? x + 6 : hx,
            (doorY + h) / 2,
            'bar-v',
            metal,
          );
        }
        if (drawerH) {
          gap(face, 2, doorY - 1, w - 2, doorY - 1);
          const n = doors > 2 ? 3 : 2;
          for (let i = 0; i < n; i++)
            drawer(face, [4 + (i * (w - 8)) / n, 10, (w - 8) / n - 2, drawerH - 2], 'bar-h', metal);
        }
      },
    },
  );
  p.block(box(-2, h - 6, -2, w + 4, 6, d + 3), wood, { radius: 0.8 });
  return box(w * 0.45, h * 0.4, 0, w * 0.5, h * 0.4, d);
}

function drawBookshelf(p: Placement, dims: Dims, art: StorageArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const metalFrame = art.frame === 'metal';
  const wood = kit.wood;
  const tiers = art.doors ?? 5;
  const side = metalFrame ? 2.5 : 2.2;
  const frame: Finish = metalFrame ? kit.metal : wood;
  if (metalFrame) {
    for (const x of [1.5, w - 1.5])
      for (const z of [1.5, d - 1.5]) p.cylinder({ cx: x, cz: z, rx: 1.3, y0: 0, y1: h }, frame);
  } else {
    p.block(
      box(side, 4, d - 1.5, w - side * 2, h - 6, 1.5),
      { colour: darken(wood.colour, 0.18), texture: wood.texture },
      { shadow: false },
    );
    for (const x of [0, w - side]) p.block(box(x, 0, 0, side, h, d), wood, { radius: 0.3 });
  }
  const gapH = (h - 6) / tiers;
  for (let t = 0; t <= tiers; t++) {
    const y = t === 0 ? 4 : 4 + t * gapH - 2;
    p.block(
      box(
        metalFrame ? 0 : side,
        y - (t === 0 ? 4 : 0),
        0,
        metalFrame ? w : w - side * 2,
        t === 0 ? 6 : 2.2,
        d,
      ),
      wood,
      { radius: 0.3, shadow: t === 0 },
    );
    if (t === tiers) break;
    const base = y + (t === 0 ? 2 : 2.2);
    const room = gapH - 4;
    if (t % 3 === 1) {
      books(p, side + 3, w * 0.55, base, d * 0.3, d * 0.55, room * 0.85, t * 3 + 1);
      vase(p, w * 0.75, d * 0.55, base, room * 0.6, t % 2 ? '#3f6f7a' : '#c77b4a');
    } else if (t % 3 === 2) {
      books(p, w * 0.4, w - side - 3, base, d * 0.3, d * 0.55, room * 0.85, t * 5 + 2);
      plant(p, w * 0.2, d * 0.55, room * 0.75);
    } else books(p, side + 3, w - side - 3, base, d * 0.3, d * 0.55, room * 0.85, t * 7);
  }
  return box(0, h * 0.35, 0, w * 0.6, h * 0.35, d);
}

/** Chests, sideboards, TV units, shoe cabinets and bedside tables share one frame. */
function drawCabinet(p: Placement, dims: Dims, art: StorageArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const wood = kit.wood;
  const metal = kit.metal.colour;
  const legH =
    art.piece === 'tv-unit' || art.piece === 'shoe-cabinet' ? 6 : art.piece === 'bedside' ? 10 : 12;
  const topT = 3;
  fourLegs(p, 1, w - 1, 1, d - 1, legH, 4.5, wood, art.carved ? 'turned' : 'tapered');
  const bodyH = h - legH - topT;
  p.block(box(0, legH, 0, w, bodyH, d), wood, {
    radius: 0.5,
    shadow: false,
    decorate: (face) => {
      const y0 = legH + 2;
      const y1 = legH + bodyH - 2;
      if (art.piece === 'chest') {
        const rows = art.doors ?? 4;
        const rh = (y1 - y0) / rows;
        for (let r = 0; r < rows; r++) {
          const y = y0 + r * rh;
          const split = r === rows - 1 && rows > 3;
          const cols = split ? 2 : 1;
          for (let c = 0; c < cols; c++) {
            const dw = (w - 4) / cols;
            drawer(face, [2 + c * dw + 0.5, y + 0.5, dw - 1, rh - 1], 'none', metal);
            if (art.carved)
              rosette(face, 2 + c * dw + dw / 2, y + rh / 2, Math.min(4.5, rh * 0.22), wood.colour);
            for (const hx of cols === 1 ? [w * 0.25, w * 0.75] : [2 + c * dw + dw / 2]) {
              if (!art.carved || cols === 1)
                handle(face, hx, y + rh / 2, art.carved ? 'ring' : 'knob', metal);
            }
          }
        }
      } else if (art.piece === 'tv-unit') {
        const dw = w / 3;
        drawer(face, [2, y0, dw - 3, y1 - y0], 'bar-h', metal);
        insetPanel(face, [dw + 1, y0, dw - 2, y1 - y0], wood.colour, darken(wood.colour, 0.5));
        drawer(face, [dw * 2 + 1, y0, dw - 3, y1 - y0], 'bar-h', metal);
      } else if (art.piece === 'bedside') {
        drawer(face, [2, y1 - 13, w - 4, 12], 'knob', metal);
        insetPanel(face, [2, y0, w - 4, y1 - y0 - 16], wood.colour, darken(wood.colour, 0.5));
      } else {
        const doors = art.doors ?? 2;
        const dw = (w - 4) / doors;
        for (let i = 0; i < doors; i++) {
          const x = 2 + i * dw;
          if (i > 0) gap(face, x, y0, x, y1);
          const kind = art.piece === 'shoe-cabinet' ? 'louvres' : art.carved ? 'jaali' : 'cane';
          patternPanel(face, [x + 4, y0 + 4, dw - 8, y1 - y0 - 8], kind, wood.colour);
          handle(face, i % 2 === 0 ? x + dw - 3 : x + 3, (y0 + y1) / 2 + 4, 'knob', metal);
        }
      }
    },
  });
  p.block(box(-1.5, h - topT, -1.5, w + 3, topT, d + 3), wood, { radius: 0.8 });

  // Props on top.
  if (art.piece === 'tv-unit') {
    const tvW = Math.min(w * 0.7, 125);
    const tvH = tvW * 0.58;
    p.block(box(w / 2 - 12, h, d / 2 - 8, 24, 2, 16), { colour: '#2b2b2d', texture: 'metal' });
    p.block(
      box(w / 2 - tvW / 2, h + 5, d / 2 - 2, tvW, tvH, 3),
      { colour: '#1c1d20', texture: 'plain' },
      {
        radius: 0.6,
        decorate: (face) => screen(face, [w / 2 - tvW / 2 + 1, h + 6, tvW - 2, tvH - 2]),
      },
    );
    plant(p, w * 0.9, d * 0.5, 32);
  } else if (art.piece === 'bedside') {
    tableLamp(p, w * 0.45, d * 0.5, h, 42);
  } else if (art.piece === 'sideboard' || art.piece === 'chest') {
    vase(p, w * 0.22, d * 0.5, h, 28, '#2f6b6e');
    vase(p, w * 0.32, d * 0.55, h, 18, '#c98a4b');
  }
  return box(0, legH, 0, w * 0.55, bodyH, d);
}
