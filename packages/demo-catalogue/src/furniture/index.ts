import type { Bounds } from '../space/bounds.ts';
import { type BedArt, drawBed } from './bed.ts';
import { type ChairArt, drawChair } from './chair.ts';
import { type DiningArt, drawDining } from './dining.ts';
import type { Dims, Kit } from './kit.ts';
import type { Placement } from './placement.ts';
import { drawRecliner, type ReclinerArt } from './recliner.ts';
import { drawSofa, type SofaArt } from './sofa.ts';
import { drawStorage, type StorageArt } from './storage.ts';

/** What a product looks like; the catalogue gives one per product. */
export type Art = BedArt | SofaArt | ReclinerArt | DiningArt | StorageArt | ChairArt;

/** Draws the piece at the placement and returns the area a close-up should show. */
export function drawPiece(p: Placement, dims: Dims, art: Art, kit: Kit): Bounds {
  switch (art.kind) {
    case 'bed':
      return drawBed(p, dims, art, kit);
    case 'sofa':
      return drawSofa(p, dims, art, kit);
    case 'recliner':
      return drawRecliner(p, dims, art, kit);
    case 'dining':
      return drawDining(p, dims, art, kit);
    case 'storage':
      return drawStorage(p, dims, art, kit);
    case 'chair':
      return drawChair(p, dims, art, kit);
  }
}
