import type { SvgCanvas } from '../svg/canvas.ts';
import { darken, lighten } from '../svg/colour.ts';
import { HORIZONTAL, linear } from '../svg/paint.ts';
import { marble, woodGrain } from '../svg/textures.ts';

/** How a surface looks: a base colour plus a material that decides texture and sheen. */
export type Texture =
  | 'wood'
  | 'wood-v'
  | 'fabric'
  | 'leather'
  | 'metal'
  | 'marble'
  | 'glass'
  | 'plain';

export interface Finish {
  colour: string;
  texture: Texture;
}

export const finish = (colour: string, texture: Texture): Finish => ({ colour, texture });

export type FaceKind = 'front' | 'top' | 'side';

export interface FacePaint {
  fill: string;
  /** An optional overlay (grain, weave, gloss) painted over the same shape. */
  overlay?: string;
  /** Also paint the overlay on rounded edges; only for cheap gradients, patterns cost too much. */
  overlayOnEdges?: boolean;
  opacity?: number;
}

/** Paints for one face of a surface, lit from the upper left. */
export function facePaint(
  canvas: SvgCanvas,
  f: Finish,
  face: FaceKind,
  side: 1 | -1 = 1,
): FacePaint {
  const c = f.colour;
  if (f.texture === 'glass') {
    const fill =
      face === 'top'
        ? linear(canvas, [
            [0, '#e8f1f2', 0.55],
            [1, '#b9cfd3', 0.4],
          ])
        : '#9fb8bd';
    return { fill, opacity: face === 'top' ? 1 : 0.7 };
  }
  const shade =
    face === 'top' ? lighten(c, 0.13) : face === 'side' ? darken(c, side > 0 ? 0.26 : 0.14) : c;
  const fill =
    f.texture === 'metal'
      ? linear(
          canvas,
          [
            [0, darken(shade, 0.1)],
            [0.35, lighten(shade, 0.3)],
            [0.6, shade],
            [1, darken(shade, 0.2)],
          ],
          HORIZONTAL,
        )
      : face === 'top'
        ? shade
        : linear(canvas, [
            [0, lighten(shade, 0.06)],
            [1, darken(shade, 0.12)],
          ]);
  return {
    fill,
    overlay: overlayFor(canvas, f.texture, face),
    overlayOnEdges: f.texture === 'leather',
  };
}

function overlayFor(canvas: SvgCanvas, texture: Texture, face: FaceKind): string | undefined {
  switch (texture) {
    case 'wood':
      return woodGrain(canvas);
    case 'wood-v':
      return woodGrain(canvas, face !== 'top');
    // Fabric reads from its colour and cushion shapes; a weave overlay cost render time unseen.
    case 'marble':
      return marble(canvas);
    case 'leather':
      // A soft sheen rather than a texture: leather reads by its highlights.
      return face === 'side'
        ? undefined
        : linear(canvas, [
            [0, '#ffffff', face === 'top' ? 0.22 : 0.18],
            [0.45, '#ffffff', 0.04],
            [1, '#000000', 0.06],
          ]);
    default:
      return undefined;
  }
}
