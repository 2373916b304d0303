import type { Bounds } from './bounds.ts';
import type { View } from './view.ts';

export interface Angle {
  kx: number;
  ky: number;
}

/** A three-quarter view from the right, a gentler one from the left, and a nearly frontal one. */
export const ANGLES = {
  right: { kx: 0.42, ky: 0.3 },
  left: { kx: -0.4, ky: 0.28 },
  front: { kx: 0.16, ky: 0.22 },
} as const satisfies Record<string, Angle>;
export type AngleName = keyof typeof ANGLES;

export interface Frame {
  width: number;
  height: number;
  /** How much of the canvas the object may fill, 0–1. */
  fillX: number;
  fillY: number;
  /** Where the centre of the object sits, as fractions of the canvas. */
  centreX?: number;
  centreY?: number;
  /** Fill the whole frame (cropping the excess) instead of fitting inside it. */
  cover?: boolean;
}

/** Scales and places a view so that `b` fills the given part of the canvas. */
export function fitView(b: Bounds, angle: Angle, frame: Frame): View {
  const depth = b.z1 - b.z0;
  const projW = b.x1 - b.x0 + depth * Math.abs(angle.kx);
  const projH = b.y1 - b.y0 + depth * angle.ky;
  const sx = (frame.width * frame.fillX) / projW;
  const sy = (frame.height * frame.fillY) / projH;
  const scale = frame.cover ? Math.max(sx, sy) : Math.min(sx, sy);
  // Screen extents relative to the origin, then shift the box into place.
  const left = (b.x0 + Math.min(b.z0 * angle.kx, b.z1 * angle.kx)) * scale;
  const top = -(b.y1 + b.z1 * angle.ky) * scale;
  const cx = frame.width * (frame.centreX ?? 0.5);
  const cy = frame.height * (frame.centreY ?? 0.5);
  return {
    ...angle,
    scale,
    ox: cx - (left + (projW * scale) / 2),
    oy: cy - (top + (projH * scale) / 2),
  };
}
