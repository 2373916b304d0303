import { type Attrs, el, fmt } from './markup.ts';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Collects shapes and shared definitions (gradients, patterns, filters) for one SVG document.
 * Definitions are keyed by their content, so asking twice for the same gradient reuses one id.
 */
export class SvgCanvas {
  private readonly defs = new Map<string, { id: string; markup: string }>();
  private readonly stack: string[][] = [[]];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Registers a definition once; `build` receives the id to put on its root element. */
  define(key: string, build: (id: string) => string): string {
    const existing = this.defs.get(key);
    if (existing) return existing.id;
    const id = `d${this.defs.size}`;
    this.defs.set(key, { id, markup: build(id) });
    return id;
  }

  add(...markup: string[]): void {
    this.stack[this.stack.length - 1]?.push(...markup);
  }

  /** Draws whatever `draw` adds inside one <g> (for a shared filter, clip, opacity or transform). */
  group(attrs: Attrs, draw: () => void): void {
    this.stack.push([]);
    draw();
    const children = this.stack.pop() ?? [];
    if (children.length > 0) this.add(el('g', attrs, children.join('')));
  }

  toSvg(viewBox: ViewBox = { x: 0, y: 0, width: this.width, height: this.height }): string {
    const defs = [...this.defs.values()].map((d) => d.markup).join('');
    const box = [viewBox.x, viewBox.y, viewBox.width, viewBox.height].map(fmt).join(' ');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="${box}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${defs}</defs>${(this.stack[0] ?? []).join('')}</svg>`
    );
  }
}
