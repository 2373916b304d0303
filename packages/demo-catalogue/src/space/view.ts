import type { Point } from '../svg/markup.ts';

/**
 * A cabinet-style oblique projection: x runs right, y up, z away from the viewer. Depth is drawn
 * as a slanted offset (kx, ky per unit of z), which gives furniture a believable three-quarter
 * look with undistorted front faces, so panels, drawers and carvings stay easy to draw.
 */
export interface View {
  scale: number;
  ox: number;
  oy: number;
  kx: number;
  ky: number;
}

export function project(view: View, x: number, y: number, z: number): Point {
  return [view.ox + (x + z * view.kx) * view.scale, view.oy - (y + z * view.ky) * view.scale];
}

/** +1 when the right-hand side faces of boxes are visible, -1 when the left-hand ones are. */
export const sideSign = (view: View): 1 | -1 => (view.kx >= 0 ? 1 : -1);
