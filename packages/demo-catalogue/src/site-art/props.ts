import type { Art, Look } from '../furniture/art.ts';
import { drawPiece } from '../furniture/index.ts';
import { type Dims, type Kit, kitFor } from '../furniture/kit.ts';
import { fourLegs } from '../furniture/legs.ts';
import { Placement, type Turn } from '../furniture/placement.ts';
import { type Bounds, box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import type { Scene } from '../space/scene.ts';

/** Places a catalogue-style piece in the room being built (placePiece with the scene given). */
export type PlacePiece = (
  art: Art,
  dims: Dims,
  look: Look,
  at: { x: number; z: number },
  turn?: Turn,
) => Bounds;

/** Places a catalogue-style piece in a room; returns its world footprint for the floor shadow. */
export function placePiece(
  scene: Scene,
  art: Art,
  dims: Dims,
  look: Look,
  at: { x: number; z: number },
  turn: Turn = 0,
): Bounds {
  const p = new Placement(scene, at, { w: dims.w, d: dims.d }, turn);
  drawPiece(p, dims, art, kitFor(look));
  return p.bounds(box(0, 0, 0, dims.w, dims.h, dims.d));
}

/** A plain table: top, apron and four legs (coffee tables, work tables, consoles). */
export function table(
  scene: Scene,
  at: { x: number; z: number },
  dims: Dims,
  wood: Finish,
  top: Finish = wood,
): Bounds {
  const p = new Placement(scene, at, { w: dims.w, d: dims.d });
  fourLegs(p, 2, dims.w - 2, 2, dims.d - 2, dims.h - 4, 6, wood, 'tapered');
  p.block(box(5, dims.h - 12, 5, dims.w - 10, 8, dims.d - 10), wood, { radius: 0.4 });
  p.block(box(0, dims.h - 4, 0, dims.w, 4, dims.d), top.texture === 'glass' ? wood : top, {
    radius: 0.8,
    topFinish: top,
  });
  return p.bounds(box(0, 0, 0, dims.w, dims.h, dims.d));
}

/** A floor lamp: weighted base, slim pole and a drum shade. */
export function floorLamp(scene: Scene, x: number, z: number, kit: Kit): Bounds {
  const p = new Placement(scene, { x: x - 20, z: z - 20 }, { w: 40, d: 40 });
  p.cylinder({ cx: 20, cz: 20, rx: 14, y0: 0, y1: 3 }, kit.metal);
  p.cylinder({ cx: 20, cz: 20, rx: 1.2, y0: 3, y1: 130 }, kit.metal);
  p.cylinder(
    { cx: 20, cz: 20, rx: 20, y0: 130, y1: 162 },
    { colour: '#f3e7cf', texture: 'fabric' },
  );
  return box(x - 14, 0, z - 14, 28, 162, 28);
}
