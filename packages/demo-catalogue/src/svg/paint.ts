import type { SvgCanvas } from './canvas.ts';
import { el } from './markup.ts';

/** [offset 0–1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

export interface Direction {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const VERTICAL: Direction = { x1: 0, y1: 0, x2: 0, y2: 1 };
export const HORIZONTAL: Direction = { x1: 0, y1: 0, x2: 1, y2: 0 };
export const DIAGONAL: Direction = { x1: 0, y1: 0, x2: 1, y2: 1 };

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
    )
    .join('');
}

/** A gradient across each shape's own bounding box; returns a `url(#…)` paint. */
export function linear(canvas: SvgCanvas, stops: readonly Stop[], dir = VERTICAL): string {
  const key = `lin:${JSON.stringify(stops)}:${dir.x1},${dir.y1},${dir.x2},${dir.y2}`;
  const id = canvas.define(key, (gid) =>
    el('linearGradient', { id: gid, ...dir }, stopsMarkup(stops)),
  );
  return `url(#${id})`;
}

/** The same in user space (fixed screen coordinates), e.g. light falling across a whole wall. */
export function linearAt(canvas: SvgCanvas, stops: readonly Stop[], dir: Direction): string {
  const key = `linu:${JSON.stringify(stops)}:${dir.x1},${dir.y1},${dir.x2},${dir.y2}`;
  const id = canvas.define(key, (gid) =>
    el('linearGradient', { id: gid, gradientUnits: 'userSpaceOnUse', ...dir }, stopsMarkup(stops)),
  );
  return `url(#${id})`;
}

export function radial(
  canvas: SvgCanvas,
  stops: readonly Stop[],
  at: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
): string {
  const attrs = { cx: at.cx ?? 0.5, cy: at.cy ?? 0.5, r: at.r ?? 0.5, fx: at.fx, fy: at.fy };
  const key = `rad:${JSON.stringify(stops)}:${JSON.stringify(attrs)}`;
  const id = canvas.define(key, (gid) =>
    el('radialGradient', { id: gid, ...attrs }, stopsMarkup(stops)),
  );
  return `url(#${id})`;
}

/** A Gaussian blur; used once per soft shadow group because filters are the costly part. */
export function blur(canvas: SvgCanvas, deviation: number): string {
  const id = canvas.define(`blur:${deviation}`, (fid) =>
    el(
      'filter',
      { id: fid, x: '-20%', y: '-20%', width: '140%', height: '140%' },
      el('feGaussianBlur', { stdDeviation: deviation }),
    ),
  );
  return `url(#${id})`;
}
