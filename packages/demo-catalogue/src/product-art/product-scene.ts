import type { Art, Look } from '../furniture/art.ts';
import { drawPiece } from '../furniture/index.ts';
import { type Dims, kitFor } from '../furniture/kit.ts';
import { Placement } from '../furniture/placement.ts';
import { screenRect } from '../space/bounds.ts';
import { ANGLES, type AngleName, fitView } from '../space/layout.ts';
import { drawFloorShadows, drawRoom, type RoomStyle } from '../space/room.ts';
import { Scene } from '../space/scene.ts';
import { SvgCanvas, type ViewBox } from '../svg/canvas.ts';

/** Product pictures are 4:3; this is their largest rendition. */
export const PRODUCT_CANVAS = { width: 1600, height: 1200 } as const;

/** One picture of a product: a colourway, a viewing angle, the room, or a close-up. */
export interface ProductShot {
  look: Look;
  angle: AngleName;
  room: RoomStyle;
  /** Zoom into the most characterful part (carving, grain, stitching). */
  closeUp?: boolean;
}

export function productSvg(art: Art, dims: Dims, shot: ProductShot): string {
  const scene = new Scene();
  const placement = new Placement(scene, { x: 0, z: 0 }, { w: dims.w, d: dims.d });
  const focus = drawPiece(placement, dims, art, kitFor(shot.look));
  const bounds = scene.bounds();
  const { width, height } = PRODUCT_CANVAS;
  const view = fitView(bounds, ANGLES[shot.angle], {
    width,
    height,
    fillX: 0.74,
    fillY: 0.64,
    centreY: 0.5,
  });
  const canvas = new SvgCanvas(width, height);
  const ctx = { canvas, view };
  drawRoom(ctx, bounds.z1 + 3, shot.room);
  drawFloorShadows(ctx, scene);
  scene.render(ctx);
  return canvas.toSvg(shot.closeUp ? closeUpBox(screenRect(view, focus)) : undefined);
}

/** A 4:3 window around the focus area, never smaller than half of the picture. */
function closeUpBox(r: { left: number; top: number; right: number; bottom: number }): ViewBox {
  const { width, height } = PRODUCT_CANVAS;
  const cx = (r.left + r.right) / 2;
  const cy = (r.top + r.bottom) / 2;
  const w = Math.max(width / 2, r.right - r.left, ((r.bottom - r.top) * width) / height);
  const h = (w * height) / width;
  const x = Math.min(Math.max(cx - w / 2, 0), width - w);
  const y = Math.min(Math.max(cy - h / 2, 0), height - h);
  return { x, y, width: w, height: h };
}
