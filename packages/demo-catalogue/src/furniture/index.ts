import type { Bounds } from '../space/bounds.ts';
import type { Art } from './art.ts';
import { drawBed } from './bed.ts';
import { drawChair } from './chair.ts';
import { drawDining } from './dining.ts';
import type { Dims, Kit } from './kit.ts';
import type { Placement } from './placement.ts';
import { drawRecliner } from './recliner.ts';
import { drawSofa } from './sofa.ts';
import { drawStorage } from './storage.ts';

type DrawArt<A extends Art> = (p: Placement, dims: Dims, art: A, kit: Kit) => Bounds;

/** One drawing function per kind of product. */
const DRAW: { [K in Art['kind']]: DrawArt<Extract<Art, { kind: K }>> } = {
  bed: drawBed,
  sofa: drawSofa,
  recliner: drawRecliner,
  dining: drawDining,
  storage: drawStorage,
  chair: drawChair,
};

/** Draws the piece at the placement and returns the area a close-up should show. */
export function drawPiece(p: Placement, dims: Dims, art: Art, kit: Kit): Bounds {
  // The table is keyed by kind, so the function found takes this kind's art.
  const draw = DRAW[art.kind] as DrawArt<Art>;
  return draw(p, dims, art, kit);
}
