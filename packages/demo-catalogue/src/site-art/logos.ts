import type { SiteImage } from '@sheesham/shared';
import { SvgCanvas } from '../svg/canvas.ts';
import { circle, el, path, polyPath, rect } from '../svg/markup.ts';

/**
 * Partner and client emblems: pure shapes, no lettering (the page prints each name beside its
 * mark). Each is drawn in a 200-unit square and centred on a transparent 2:1 canvas.
 */
type Emblem = () => string;

const petals = (n: number, r: number, w: number, fill: string, cx = 100, cy = 100) =>
  Array.from({ length: n }, (_, i) =>
    el('ellipse', {
      cx,
      cy: cy - r,
      rx: w,
      ry: r,
      fill,
      transform: `rotate(${(360 / n) * i} ${cx} ${cy})`,
    }),
  ).join('');

const hexagon = (r: number, cx = 100, cy = 100) =>
  polyPath(
    Array.from(
      { length: 6 },
      (_, i) =>
        [
          cx + r * Math.cos((Math.PI / 3) * i - Math.PI / 2),
          cy + r * Math.sin((Math.PI / 3) * i - Math.PI / 2),
        ] as const,
    ),
  );

const PARTNERS: Emblem[] = [
  // Marwar Timber Co.: a tree in a ring.
  () =>
    circle(100, 100, 88, { fill: 'none', stroke: '#6b4226', 'stroke-width': 10 }) +
    rect(92, 118, 16, 46, { fill: '#6b4226' }) +
    path('M100 34L146 92H54Z M100 62L156 126H44Z', { fill: '#3f7a4a' }),
  // Rajasthan Handicrafts Guild: a lotus mandala.
  () =>
    petals(8, 46, 16, '#c2306f') +
    petals(8, 28, 10, '#f08cb4') +
    circle(100, 100, 14, { fill: '#f5c542' }),
  // Indigo Fabrics: woven waves in a rounded square.
  () =>
    rect(18, 18, 164, 164, { rx: 34, fill: '#2d3f8f' }) +
    [62, 100, 138]
      .map((y) =>
        path(`M38 ${y}Q69 ${y - 18} 100 ${y}T162 ${y}`, {
          fill: 'none',
          stroke: '#dfe6f7',
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }),
      )
      .join(''),
  // Pink City Logistics: forward chevrons in a hexagon.
  () =>
    el('path', { d: hexagon(92), fill: '#e0607e' }) +
    path('M64 62L100 100L64 138M100 62L136 100L100 138', {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 16,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  // Aravali Hardware: peaks inside a hex nut.
  () =>
    el('path', { d: hexagon(90), fill: '#4a5560' }) +
    circle(100, 100, 52, { fill: '#f2f2f0' }) +
    path('M56 128L84 82L98 102L116 70L146 128Z', { fill: '#e07b39' }),
  // Thar Finishes: sun over dunes.
  () =>
    circle(100, 92, 44, { fill: '#f2a93b' }) +
    path('M10 130Q60 96 110 126T190 118V170H10Z', { fill: '#c9733a' }) +
    path('M10 152Q70 126 130 150T190 146V176H10Z', { fill: '#9c4f24' }),
];

const CLIENTS: Emblem[] = [
  // Hotel Amer Palace: a domed pavilion.
  () =>
    path('M100 20C118 40 136 50 136 74H64C64 50 82 40 100 20Z', { fill: '#c8963a' }) +
    rect(56, 74, 88, 10, { fill: '#a87a28' }) +
    rect(50, 84, 100, 82, { fill: '#c8963a' }) +
    [70, 100, 130]
      .map((x) => path(`M${x - 11} 166V122Q${x} 104 ${x + 11} 122V166Z`, { fill: '#6b4a1a' }))
      .join('') +
    rect(40, 166, 120, 12, { fill: '#a87a28' }),
  // Lakeview Residency: a tower reflected in ripples.
  () =>
    rect(72, 30, 56, 86, { fill: '#1f7a7a' }) +
    [44, 64, 84].map((y) => rect(82, y, 36, 8, { fill: '#bfe3df' })).join('') +
    [130, 148, 166]
      .map((y, i) =>
        path(`M${30 + i * 12} ${y}Q65 ${y - 10} 100 ${y}T${170 - i * 12} ${y}`, {
          fill: 'none',
          stroke: '#2aa3a3',
          'stroke-width': 8,
          'stroke-linecap': 'round',
        }),
      )
      .join(''),
  // Sanganer Co-working: a block-print stamp.
  () =>
    rect(24, 24, 152, 152, { rx: 12, fill: '#b23a2e' }) +
    rect(40, 40, 120, 120, { rx: 8, fill: 'none', stroke: '#f6e7d3', 'stroke-width': 6 }) +
    petals(4, 26, 14, '#f6e7d3') +
    [
      [62, 62],
      [138, 62],
      [62, 138],
      [138, 138],
    ]
      .map(([x, y]) => circle(x ?? 0, y ?? 0, 8, { fill: '#f6e7d3' }))
      .join(''),
  // Jal Mahal Cafe: a steaming cup on water.
  () =>
    path('M52 84H138V118C138 142 120 156 96 156C72 156 52 142 52 118Z', { fill: '#2c4a6e' }) +
    path('M138 94C160 94 160 126 136 126', { fill: 'none', stroke: '#2c4a6e', 'stroke-width': 9 }) +
    path('M78 70C70 58 86 50 78 36M100 70C92 58 108 50 100 36M122 70C114 58 130 50 122 36', {
      fill: 'none',
      stroke: '#6aa7c9',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) +
    path('M30 176Q65 164 100 176T170 176', {
      fill: 'none',
      stroke: '#6aa7c9',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
  // Hawa Heights Apartments: a honeycomb of jharokha windows.
  () =>
    path('M40 178V70L100 22L160 70V178Z', { fill: '#d9705a' }) +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map((col) => {
          const x = 60 + col * 40;
          const y = 80 + row * 32;
          return path(`M${x - 10} ${y + 22}V${y + 8}Q${x} ${y - 6} ${x + 10} ${y + 8}V${y + 22}Z`, {
            fill: '#fbe3d6',
          });
        }),
      )
      .join(''),
  // Blue Pottery Boutique: a glazed vase with a flower.
  () =>
    path(
      'M80 30H120V44C150 58 158 96 144 132C134 158 118 170 100 170C82 170 66 158 56 132C42 96 50 58 80 44Z',
      { fill: '#1f5fae' },
    ) +
    petals(6, 16, 8, '#e8f0fb', 100, 108) +
    circle(100, 108, 7, { fill: '#f2b134' }) +
    path('M64 70H136', { stroke: '#e8f0fb', 'stroke-width': 5 }),
];

export function logoSvg(group: 'partner' | 'client', index: number, image: SiteImage): string {
  const list = group === 'partner' ? PARTNERS : CLIENTS;
  const emblem = list[index % list.length] ?? PARTNERS[0];
  const canvas = new SvgCanvas(image.width, image.height);
  const size = image.height * 0.86;
  const x = (image.width - size) / 2;
  const y = (image.height - size) / 2;
  canvas.add(el('g', { transform: `translate(${x} ${y}) scale(${size / 200})` }, emblem?.() ?? ''));
  return canvas.toSvg();
}
