import { type Bounds, box } from '../space/bounds.ts';
import { darken } from '../svg/colour.ts';
import type { ReclinerArt } from './art.ts';
import { channels } from './face-details.ts';
import type { Dims, Kit } from './kit.ts';
import { fourLegs } from './legs.ts';
import type { Placement } from './placement.ts';

const SEAT_H = 48;

/**
 * Recliners: deep padded arms, a back of stacked pillow rolls and a footrest panel under the seat,
 * shown raised when the picture wants the reclined position.
 */
export function drawRecliner(p: Placement, dims: Dims, art: ReclinerArt, kit: Kit): Bounds {
  const { w, d, h } = dims;
  const cover = kit.cover;
  const n = art.seats;
  const armW = art.style === 'lounge' ? 14 : n === 1 ? Math.min(20, w * 0.2) : 17;
  const armH = 64;
  const backT = 22;
  const plinth = art.style === 'lounge' ? 14 : 6;

  if (art.style === 'lounge') fourLegs(p, 4, w - 4, 4, d - 4, plinth, 5, kit.wood, 'tapered');
  else
    p.block(box(6, 0, 6, w - 12, plinth, d - 12), {
      colour: darken(cover.colour, 0.55),
      texture: 'plain',
    });

  const inner = w - armW * 2;
  const cw = inner / n;
  // Body under the seats; its front is the folded footrest.
  p.block(box(armW - 1, plinth, 2, inner + 2, SEAT_H - 14 - plinth, d - 4), cover, {
    radius: 3,
    shadow: false,
  });
  // Back frame
  p.block(box(armW - 2, plinth, d - backT, inner + 4, h - plinth - 4, backT), cover, {
    radius: 6,
    shadow: false,
  });
  for (const x of [0, w - armW]) {
    p.block(box(x, plinth, 0, armW, armH - plinth, d), cover, {
      radius: 7,
      shadow: false,
    });
    if (art.style === 'wingback')
      p.block(box(x, armH, d - backT - 26, armW, h - armH - 6, 26), cover, { radius: 6 });
  }
  for (let i = 0; i < n; i++) {
    const x = armW + i * cw;
    p.block(box(x + 0.5, SEAT_H - 14, 0, cw - 1, 15, d - backT - 4), cover, { radius: 6 });
    // A thick pillow-top back with stitched channels, and a headrest roll on top.
    const top = h - 4;
    const head = Math.min(22, (top - SEAT_H) * 0.3);
    p.block(box(x + 1.5, SEAT_H, d - backT - 20, cw - 3, top - SEAT_H - head + 2, 20), cover, {
      radius: 9,
      decorate: (face) =>
        channels(face, [x + 1.5, SEAT_H + 4, cw - 3, top - SEAT_H - head - 6], 3, cover.colour),
    });
    p.block(box(x + 3, top - head, d - backT - 16, cw - 6, head, 16), cover, { radius: 8 });
    if (art.footrest) {
      const fy = SEAT_H - 20;
      p.block(box(x + 3, fy, -46, cw - 6, 12, 44), cover, { radius: 5 });
      p.block(box(x + cw / 2 - 8, plinth + 4, -30, 16, fy - plinth - 4, 3), {
        colour: '#2d2c2b',
        texture: 'metal',
      });
    }
    if (n > 1 && i < n - 1 && art.style === 'power') {
      // A console between seats, with cup holders on top.
      p.block(box(x + cw - 6, SEAT_H - 14, 6, 12, 22, d - backT - 14), cover, { radius: 4 });
    }
  }
  return box(0, plinth, 0, armW + cw, h - plinth, d);
}
