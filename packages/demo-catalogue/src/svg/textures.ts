import type { SvgCanvas } from './canvas.ts';
import { el, path, rect } from './markup.ts';

/**
 * Overlay patterns, drawn on top of a shape's base colour. They are in user space, so a texture
 * keeps the same scale on every piece in a picture, like a real material would.
 */
function pattern(
  canvas: SvgCanvas,
  key: string,
  size: [number, number],
  body: string,
  transform?: string,
): string {
  const id = canvas.define(`pat:${key}`, (pid) =>
    el(
      'pattern',
      {
        id: pid,
        width: size[0],
        height: size[1],
        patternUnits: 'userSpaceOnUse',
        patternTransform: transform,
      },
      body,
    ),
  );
  return `url(#${id})`;
}

/** One wavy grain line that tiles seamlessly across a 320-unit-wide tile. */
function grainLine(y: number, amp: number, width: number, opacity: number): string {
  return path(`M0 ${y}C53 ${y - amp} 107 ${y + amp} 160 ${y}S267 ${y + amp} 320 ${y}`, {
    fill: 'none',
    stroke: '#2a1608',
    'stroke-width': width,
    'stroke-opacity': opacity,
  });
}

const GRAIN_LINES: [number, number, number, number][] = [
  [2, 1.6, 0.8, 0.16],
  [7, 2.4, 1.6, 0.09],
  [11, 1.2, 0.6, 0.2],
  [17, 2.8, 2.4, 0.07],
  [22, 1.8, 0.7, 0.15],
  [26, 2.2, 1.1, 0.1],
  [33, 1.4, 0.6, 0.18],
  [38, 3, 2, 0.08],
  [43, 1.6, 0.8, 0.14],
  [47, 2, 0.5, 0.12],
];

/** Wood grain; `vertical` for doors, slats and legs. */
export function woodGrain(canvas: SvgCanvas, vertical = false): string {
  const lines = GRAIN_LINES.map(([y, a, w, o]) => grainLine(y, a, w, o)).join('');
  // A long cathedral figure breaks the regularity of the straight lines.
  const figure = path('M40 24C90 14 170 14 230 24C170 30 90 30 40 24Z', {
    fill: 'none',
    stroke: '#2a1608',
    'stroke-width': 0.9,
    'stroke-opacity': 0.12,
  });
  return pattern(
    canvas,
    `wood:${vertical}`,
    [320, 50],
    lines + figure,
    vertical ? 'rotate(90)' : undefined,
  );
}

/** A fine basket weave for upholstery. */
export function weave(canvas: SvgCanvas): string {
  const body =
    path('M0 1H8M0 5H8', { stroke: '#000', 'stroke-opacity': 0.06, 'stroke-width': 1 }) +
    path('M2 0V8M6 0V8', { stroke: '#fff', 'stroke-opacity': 0.07, 'stroke-width': 1 });
  return pattern(canvas, 'weave', [8, 8], body);
}

/** Hand-woven cane: light strands over a dark backing shows the octagonal holes. */
export function cane(canvas: SvgCanvas, strand: string, cell = 14): string {
  const c = cell;
  const s = { stroke: strand, 'stroke-width': c * 0.18, 'stroke-linecap': 'square' };
  const body =
    path(`M0 ${c / 2}H${c}M${c / 2} 0V${c}`, s) +
    path(`M0 0L${c} ${c}M${c} 0L0 ${c}`, { ...s, 'stroke-width': c * 0.12 });
  return pattern(canvas, `cane:${strand}:${c}`, [c, c], body);
}

/** A carved jaali lattice in the wood's own colour, laid over a dark backing. */
export function jaali(canvas: SvgCanvas, wood: string, cell = 26): string {
  const c = cell;
  const h = c / 2;
  const body =
    path(`M${h} 0L${c} ${h}L${h} ${c}L0 ${h}Z`, {
      fill: 'none',
      stroke: wood,
      'stroke-width': c * 0.16,
    }) +
    el('circle', { cx: h, cy: h, r: c * 0.12, fill: wood }) +
    rect(0, 0, c, c, { fill: 'none', stroke: wood, 'stroke-width': c * 0.1 });
  return pattern(canvas, `jaali:${wood}:${c}`, [c, c], body);
}

/** Soft grey veins for marble tops. */
export function marble(canvas: SvgCanvas): string {
  const vein = { fill: 'none', stroke: '#6b6a68', 'stroke-linecap': 'round' } as const;
  const body =
    path('M0 40C60 60 90 20 150 50S260 90 300 70', {
      ...vein,
      'stroke-width': 1.4,
      'stroke-opacity': 0.25,
    }) +
    path('M40 0C70 40 60 90 120 120S200 200 260 240', {
      ...vein,
      'stroke-width': 0.8,
      'stroke-opacity': 0.2,
    }) +
    path('M180 120C220 140 250 130 300 160', {
      ...vein,
      'stroke-width': 0.6,
      'stroke-opacity': 0.18,
    });
  return pattern(canvas, 'marble', [300, 240], body);
}

/** A fine dark mesh, for office-chair backs. */
export function mesh(canvas: SvgCanvas): string {
  const body = path('M0 0L6 6M6 0L0 6', {
    stroke: '#000',
    'stroke-opacity': 0.35,
    'stroke-width': 0.8,
  });
  return pattern(canvas, 'mesh', [6, 6], body);
}

/** Horizontal slats with shadow gaps, for louvred shoe-cabinet doors. */
export function louvres(canvas: SvgCanvas, pitch = 10): string {
  const body =
    rect(0, pitch * 0.72, 4, pitch * 0.28, { fill: '#000', 'fill-opacity': 0.28 }) +
    rect(0, 0, 4, pitch * 0.12, { fill: '#fff', 'fill-opacity': 0.12 });
  return pattern(canvas, `louvres:${pitch}`, [4, pitch], body);
}
