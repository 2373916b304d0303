import type { SiteImage } from '@sheesham/shared';
import { SvgCanvas } from '../svg/canvas.ts';
import { lighten } from '../svg/colour.ts';
import { circle, rect } from '../svg/markup.ts';
import { radial } from '../svg/paint.ts';
import { drawPerson, type Person } from './people.ts';

/** One flat-style portrait per team member, in TEAM_MEMBERS order. */
const TEAM: { person: Person; backdrop: string }[] = [
  {
    // Rajesh Sharma, founder and master craftsman.
    person: {
      skin: '#b27a55',
      hair: '#cfcac3',
      hairStyle: 'bald-grey',
      clothes: '#f1e6d2',
      collar: 'kurta',
      beard: 'moustache',
      glasses: true,
    },
    backdrop: '#e7c9a0',
  },
  {
    // Priya Mathur, head of interior design.
    person: {
      skin: '#c68e67',
      hair: '#2a1a14',
      hairStyle: 'long',
      clothes: '#2e6d70',
      collar: 'blouse',
      bindi: true,
      earrings: '#d4a017',
    },
    backdrop: '#f0d5cc',
  },
  {
    // Imran Qureshi, production lead.
    person: {
      skin: '#9c6a48',
      hair: '#1d1612',
      hairStyle: 'short',
      clothes: '#4a5560',
      collar: 'apron',
      beard: 'full',
    },
    backdrop: '#cfdccf',
  },
  {
    // Kavita Joshi, customer experience.
    person: {
      skin: '#d29c78',
      hair: '#3a241a',
      hairStyle: 'bun',
      clothes: '#7a2c39',
      collar: 'blouse',
      glasses: true,
      earrings: '#e8e2d6',
      dupatta: '#c8963a',
    },
    backdrop: '#d6dfee',
  },
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
