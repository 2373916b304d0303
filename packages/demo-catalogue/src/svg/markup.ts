/** Tiny SVG string builders. Numbers are rounded to 0.1 user units to keep documents small. */
export type Attrs = Record<string, string | number | undefined | null | false>;
export type Point = readonly [number, number];

export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrString(attrs: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${typeof value === 'number' ? fmt(value) : value}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  return children === undefined
    ? `<${tag}${attrString(attrs)}/>`
    : `<${tag}${attrString(attrs)}>${children}</${tag}>`;
}

/** A closed (or open) polyline as path data. */
export function polyPath(points: readonly Point[], closed = true): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points as Point[];
  const head = `M${fmt(first?.[0] ?? 0)} ${fmt(first?.[1] ?? 0)}`;
  const body = rest.map(([x, y]) => `L${fmt(x)} ${fmt(y)}`).join('');
  return head + body + (closed ? 'Z' : '');
}

export function rect(x: number, y: number, w: number, h: number, attrs: Attrs = {}): string {
  return el('rect', { x, y, width: w, height: h, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  return el('circle', { cx, cy, r, ...attrs });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string {
  return el('ellipse', { cx, cy, rx, ry, ...attrs });
}

export function path(d: string, attrs: Attrs = {}): string {
  return el('path', { d, ...attrs });
}

export function line(x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string {
  return el('line', { x1, y1, x2, y2, ...attrs });
}

/** Points along an elliptical arc, angles in radians (0 = right, π/2 = down in screen space). */
export function arcPoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  steps = 24,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = from + ((to - from) * i) / steps;
    out.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return out;
}
