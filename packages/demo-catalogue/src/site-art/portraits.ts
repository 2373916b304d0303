import type { SiteImage } from '@sheesham/shared';
import { SvgCanvas } from '../svg/canvas.ts';
import { lighten } from '../svg/colour.ts';
import { circle, rect } from '../svg/markup.ts';
import { radial } from '../svg/paint.ts';
import { drawPerson, type Person } from './people.ts';
import { IMRAN, KAVITA, PRIYA, RAJESH } from './team.ts';

/** One flat-style portrait per team member, in TEAM_MEMBERS order. */
const TEAM: { person: Person; backdrop: string }[] = [
  { person: RAJESH, backdrop: '#e7c9a0' },
  { person: PRIYA, backdrop: '#f0d5cc' },
  { person: IMRAN, backdrop: '#cfdccf' },
  { person: KAVITA, backdrop: '#d6dfee' },
];

export function portraitSvg(index: number, image: SiteImage): string {
  const { person, backdrop } = TEAM[index % TEAM.length] ?? (TEAM[0] as (typeof TEAM)[number]);
  const canvas = new SvgCanvas(image.width, image.height);
  const W = image.width;
  canvas.add(
    rect(0, 0, W, image.height, {
      fill: radial(
        canvas,
        [
          [0, lighten(backdrop, 0.45)],
          [1, backdrop],
        ],
        { cx: 0.5, cy: 0.4, r: 0.7 },
      ),
    }),
    circle(W * 0.82, W * 0.18, W * 0.09, { fill: lighten(backdrop, 0.25) }),
    circle(W * 0.14, W * 0.3, W * 0.05, { fill: lighten(backdrop, 0.3) }),
  );
  const size = W * 0.86;
  drawPerson(canvas, person, (W - size) / 2, image.height - size, size);
  return canvas.toSvg();
}
