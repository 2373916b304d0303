import { type Bounds, box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import type { DiningArt } from './art.ts';
import { drawChair } from './chair.ts';
import type { Dims, Kit } from './kit.ts';
import { fourLegs } from './legs.ts';
import { Placement, type Turn } from './placement.ts';

const TABLE_H = 76;
const CHAIR = { w: 46, d: 50, h: 96 };

/** Chairs visible in the picture: a row behind the table and one at each end. */
function chairLayout(art: DiningArt): { row: number; ends: boolean } {
  if (art.bench) return { row: 3, ends: false };
  if (art.seats === 2) return { row: 2, ends: false };
  return { row: art.seats === 4 ? 2 : art.seats === 6 ? 3 : 4, ends: true };
}

/** A dining table with its chairs, and for some sets a bench along the front. */
export function drawDining(p: Placement, dims: Dims, art: DiningArt, kit: Kit): Bounds {
  const { w, d } = dims;
  const topFinish: Finish =
    art.top === 'glass'
      ? { colour: '#a9c3c7', texture: 'glass' }
      : art.top === 'marble'
        ? { colour: '#ece8e1', texture: 'marble' }
        : kit.wood;
  const frame = art.chair === 'metal' ? kit.metal : kit.wood;
  const edge = topFinish.texture === 'glass' ? frame : topFinish;
  if (art.shape === 'round') {
    const r = w / 2;
    p.cylinder({ cx: r, cz: r, rx: r, y0: TABLE_H - 4, y1: TABLE_H }, edge, topFinish);
    p.cylinder({ cx: r, cz: r, rx: 7, y0: 6, y1: TABLE_H - 4 }, frame);
    p.cylinder({ cx: r, cz: r, rx: r * 0.45, y0: 0, y1: 6 }, frame);
  } else {
    const turned = art.chair === 'maharaja';
    fourLegs(
      p,
      2,
      w - 2,
      2,
      d - 2,
      TABLE_H - 4,
      turned ? 9 : 7,
      frame,
      turned ? 'turned' : 'square',
    );
    p.block(box(6, TABLE_H - 13, 6, w - 12, 9, d - 12), frame, { radius: 0.5 });
    p.block(box(0, TABLE_H - 4, 0, w, 4, d), edge, { radius: 0.8, topFinish });
  }

  const chair = (x: number, z: number, turn: Turn) => {
    const at = { x: p.at.x + x, z: p.at.z + z };
    drawChair(
      new Placement(p.scene, at, { w: CHAIR.w, d: CHAIR.d }, turn),
      CHAIR,
      { kind: 'chair', style: art.chair },
      kit,
    );
  };
  const { row, ends } = chairLayout(art);
  for (let i = 0; i < row; i++) chair((w / row) * (i + 0.5) - CHAIR.w / 2, d - 14, 0);
  if (ends) {
    chair(-CHAIR.d + 12, d / 2 - CHAIR.w / 2, 1);
    chair(w - 12, d / 2 - CHAIR.w / 2, 3);
  }
  if (art.bench) {
    const bw = w * 0.8;
    const bench = new Placement(
      p.scene,
      { x: p.at.x + (w - bw) / 2, z: p.at.z - 46 },
      { w: bw, d: 36 },
    );
    fourLegs(bench, 0, bw, 0, 36, 42, 5, frame, 'square');
    bench.block(box(-2, 42, -1, bw + 4, 4, 38), kit.wood, { radius: 0.6 });
  }
  return box(w * 0.3, TABLE_H - 14, 0, w * 0.5, 34, d * 0.7);
}
