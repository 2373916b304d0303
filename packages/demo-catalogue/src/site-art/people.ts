import type { SvgCanvas } from '../svg/canvas.ts';
import { darken, lighten } from '../svg/colour.ts';
import { circle, el, ellipse, path, rect } from '../svg/markup.ts';

/** A flat-style person, head and shoulders, drawn in a 100-unit box then scaled and placed. */
export interface Person {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'side-part' | 'long' | 'bun' | 'bald-grey' | 'wavy';
  clothes: string;
  collar: 'kurta' | 'shirt' | 'blouse' | 'apron' | 'jacket';
  beard?: 'full' | 'moustache' | 'stubble';
  glasses?: boolean;
  bindi?: boolean;
  earrings?: string;
  dupatta?: string;
}

/** Draws the person with the top of the head near y=0 and shoulders at y=100, centred on x=50. */
export function personMarkup(p: Person): string {
  const parts: string[] = [];
  const skinShade = darken(p.skin, 0.12);
  // Back hair (behind the head) for long styles.
  if (p.hairStyle === 'long' || p.hairStyle === 'wavy') {
    parts.push(path('M27 34C24 60 26 80 22 92H78C74 80 76 60 73 34Z', { fill: p.hair }));
  }
  // Shoulders and clothes.
  parts.push(path('M8 100C10 80 26 72 50 72C74 72 90 80 92 100Z', { fill: p.clothes }));
  parts.push(path('M42 62H58V76C55 80 45 80 42 76Z', { fill: skinShade }));
  if (p.collar === 'kurta') {
    parts.push(
      path('M44 74L50 86L56 74', {
        fill: 'none',
        stroke: darken(p.clothes, 0.25),
        'stroke-width': 1.6,
      }),
    );
    parts.push(
      circle(50, 84, 0.9, { fill: lighten(p.clothes, 0.4) }),
      circle(50, 90, 0.9, { fill: lighten(p.clothes, 0.4) }),
    );
  } else if (p.collar === 'shirt' || p.collar === 'jacket') {
    parts.push(
      path('M41 73L50 84L45 88L38 76Z', { fill: lighten(p.clothes, 0.35) }),
      path('M59 73L50 84L55 88L62 76Z', { fill: lighten(p.clothes, 0.35) }),
    );
    if (p.collar === 'jacket')
      parts.push(
        path('M30 78L44 90L40 100H24Z M70 78L56 90L60 100H76Z', { fill: darken(p.clothes, 0.2) }),
      );
  } else if (p.collar === 'apron') {
    parts.push(
      path('M34 82H66V100H34Z', { fill: '#8a6a45' }),
      path('M38 82L44 74M62 82L56 74', { stroke: '#6d5238', 'stroke-width': 2 }),
    );
  } else {
    parts.push(
      path('M42 74Q50 82 58 74', {
        fill: 'none',
        stroke: darken(p.clothes, 0.25),
        'stroke-width': 1.6,
      }),
    );
  }
  if (p.dupatta)
    parts.push(path('M60 74C70 78 78 86 84 100H70C68 90 64 82 58 76Z', { fill: p.dupatta }));
  // Head.
  parts.push(
    ellipse(28, 44, 3.5, 5.5, { fill: skinShade }),
    ellipse(72, 44, 3.5, 5.5, { fill: skinShade }),
  );
  parts.push(ellipse(50, 42, 21, 25, { fill: p.skin }));
  // Front hair.
  const hair = { fill: p.hair };
  switch (p.hairStyle) {
    case 'short':
      parts.push(
        path(
          'M29 40C27 22 38 14 50 14C63 14 74 22 71 40C68 30 60 25 50 26C40 26 32 30 29 40Z',
          hair,
        ),
      );
      break;
    case 'side-part':
      parts.push(
        path(
          'M29 42C26 22 38 13 52 14C66 15 75 25 71 42C70 33 66 27 58 25C48 30 36 30 29 42Z',
          hair,
        ),
      );
      break;
    case 'bald-grey':
      parts.push(
        path(
          'M29 44C28 34 30 30 33 28C33 34 31 38 31 46Z M71 44C72 34 70 30 67 28C67 34 69 38 69 46Z',
          hair,
        ),
      );
      break;
    case 'bun':
      parts.push(
        circle(50, 12, 9, hair),
        path(
          'M29 42C27 22 38 15 50 15C62 15 73 22 71 42C66 30 58 24 50 24C42 24 34 30 29 42Z',
          hair,
        ),
      );
      break;
    default:
      parts.push(
        path(
          'M28 46C26 24 38 14 50 14C63 14 75 24 72 46C68 32 60 24 50 24C42 28 34 34 28 46Z',
          hair,
        ),
      );
  }
  // Face.
  parts.push(
    path('M38 37Q42 35 46 37M54 37Q58 35 62 37', {
      fill: 'none',
      stroke: darken(p.hair, 0.1),
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    }),
    ellipse(42, 43, 1.8, 2.2, { fill: '#2a1d15' }),
    ellipse(58, 43, 1.8, 2.2, { fill: '#2a1d15' }),
    path('M50 45Q48 51 51 52', {
      fill: 'none',
      stroke: darken(p.skin, 0.25),
      'stroke-width': 1.2,
      'stroke-linecap': 'round',
    }),
    ellipse(39, 50, 3.5, 2, { fill: '#e08a7a', 'fill-opacity': 0.25 }),
    ellipse(61, 50, 3.5, 2, { fill: '#e08a7a', 'fill-opacity': 0.25 }),
  );
  if (p.beard === 'full') {
    parts.push(
      path('M30 46C31 62 40 68 50 68C60 68 69 62 70 46C66 56 60 58 50 58C40 58 34 56 30 46Z', {
        fill: p.hair,
      }),
    );
    parts.push(
      path('M44 57Q50 60 56 57', {
        fill: 'none',
        stroke: lighten(p.skin, 0.1),
        'stroke-width': 1.4,
      }),
    );
  } else if (p.beard === 'moustache') {
    parts.push(
      path('M42 55Q50 51 58 55Q50 54 42 55Z', {
        fill: p.hair,
        stroke: p.hair,
        'stroke-width': 1.6,
      }),
    );
    parts.push(
      path('M45 59Q50 61 55 59', {
        fill: 'none',
        stroke: darken(p.skin, 0.3),
        'stroke-width': 1.2,
      }),
    );
  } else {
    if (p.beard === 'stubble')
      parts.push(
        path('M32 50C34 62 42 67 50 67C58 67 66 62 68 50C62 58 38 58 32 50Z', {
          fill: p.hair,
          'fill-opacity': 0.25,
        }),
      );
    parts.push(
      path('M44 57Q50 62 56 57', {
        fill: 'none',
        stroke: darken(p.skin, 0.35),
        'stroke-width': 1.4,
        'stroke-linecap': 'round',
      }),
    );
  }
  if (p.glasses) {
    const frame = { fill: '#fff', 'fill-opacity': 0.12, stroke: '#2b2725', 'stroke-width': 1.4 };
    parts.push(
      circle(42, 43, 6, frame),
      circle(58, 43, 6, frame),
      path('M48 43H52', { stroke: '#2b2725', 'stroke-width': 1.4 }),
    );
  }
  if (p.bindi) parts.push(circle(50, 33.5, 1.4, { fill: '#b3262d' }));
  if (p.earrings)
    parts.push(
      circle(28.5, 51, 1.8, { fill: p.earrings }),
      circle(71.5, 51, 1.8, { fill: p.earrings }),
    );
  return parts.join('');
}

/** Arms and a longer torso, for a figure working at a table (hands resting `reach` units down). */
export function torsoMarkup(p: Person, reach: number): string {
  const arm = darken(p.clothes, 0.12);
  return (
    rect(14, 96, 72, reach, { fill: p.clothes }) +
    (p.collar === 'apron' ? rect(30, 96, 40, reach, { fill: '#8a6a45' }) : '') +
    path(`M14 90C6 110 10 ${reach + 60} 30 ${reach + 88}`, {
      fill: 'none',
      stroke: arm,
      'stroke-width': 15,
      'stroke-linecap': 'round',
    }) +
    path(`M86 90C94 110 90 ${reach + 60} 70 ${reach + 88}`, {
      fill: 'none',
      stroke: arm,
      'stroke-width': 15,
      'stroke-linecap': 'round',
    }) +
    ellipse(34, reach + 92, 9, 6, { fill: p.skin }) +
    ellipse(66, reach + 92, 9, 6, { fill: p.skin }) +
    rect(52, reach + 84, 26, 12, { rx: 3, fill: '#f3efe6' })
  );
}

/** The person placed with the head-and-shoulders box scaled to `size` at (x, y) top-left. */
export function drawPerson(
  canvas: SvgCanvas,
  p: Person,
  x: number,
  y: number,
  size: number,
  reach = 0,
): void {
  const body = reach > 0 ? torsoMarkup(p, reach) : '';
  canvas.add(
    el(
      'g',
      { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)})` },
      personMarkup(p) + body,
    ),
  );
}
