import type { SiteImage } from '@sheesham/shared';
import { drawer, gap, handle, insetPanel } from '../furniture/face-details.ts';
import { kitFor } from '../furniture/kit.ts';
import { box } from '../space/bounds.ts';
import type { Finish } from '../space/finish.ts';
import { addBlock, addCustom } from '../space/solids.ts';
import { project } from '../space/view.ts';
import { darken } from '../svg/colour.ts';
import { el, polyPath, rect } from '../svg/markup.ts';
import { roomSvg } from './room-scene.ts';
import { pendant, windowOnWall } from './wall-decor.ts';

const DEPTH = 330;
const RUN = 420;

/** Gallery: a modular family kitchen with wooden cabinets and a breakfast counter. */
export function familyKitchen(image: SiteImage): string {
  const kit = kitFor({ wood: 'honey', metal: 'steel' });
  const wood = kit.wood;
  const counter: Finish = { colour: '#ece8e1', texture: 'marble' };
  const metal = kit.metal.colour;
  return roomSvg({
    image,
    room: { wall: 'linen', floor: 'stone' },
    angle: { kx: 0.22, ky: 0.2 },
    stage: { x0: -10, x1: 430, depth: DEPTH, height: 260 },
    wall: (face) => {
      // Tiled splashback between the counter and the wall cabinets.
      const [sx, sy, sw, sh] = face.rect(0, 92, RUN, 58);
      const tile = face.len(10);
      let grout = '';
      for (let y = sy; y <= sy + sh; y += tile) grout += `M${sx} ${y.toFixed(1)}H${sx + sw}`;
      for (let x = sx; x <= sx + sw; x += tile) grout += `M${x.toFixed(1)} ${sy}V${sy + sh}`;
      face.ctx.canvas.add(
        rect(sx, sy, sw, sh, { fill: '#dfe9e6' }),
        el('path', { d: grout, stroke: '#c5d3cf', 'stroke-width': 1.2 }),
      );
      windowOnWall(face, 160, 110, 90, 80, { panes: 2 });
    },
    build: (scene, place) => {
      // Base cabinets along the wall with drawers and doors.
      addBlock(scene, box(0, 0, DEPTH - 60, RUN, 88, 60), wood, {
        radius: 0.4,
        decorate: (face) => {
          const n = 7;
          const w = RUN / n;
          for (let i = 0; i < n; i++) {
            const x = i * w;
            if (i > 0) gap(face, x, 10, x, 88);
            if (i % 3 === 0) {
              for (let r = 0; r < 3; r++)
                drawer(face, [x + 1.5, 12 + r * 25, w - 3, 23], 'bar-h', metal);
            } else {
              drawer(face, [x + 1.5, 64, w - 3, 22], 'bar-h', metal);
              insetPanel(face, [x + 5, 16, w - 10, 44], wood.colour);
              handle(face, x + (i % 2 ? w - 7 : 7), 52, 'bar-v', metal);
            }
          }
        },
      });
      addBlock(scene, box(0, 0, DEPTH - 56, RUN, 10, 50), {
        colour: darken(wood.colour, 0.5),
        texture: 'plain',
      });
      addBlock(scene, box(-1, 88, DEPTH - 62, RUN + 2, 4, 62), counter, { radius: 0.5 });
      // Hob on the counter.
      addCustom(scene, box(290, 92, DEPTH - 50, 60, 1, 40), (ctx) => {
        const { view, canvas } = ctx;
        const pts = [
          project(view, 290, 92.2, DEPTH - 50),
          project(view, 350, 92.2, DEPTH - 50),
          project(view, 350, 92.2, DEPTH - 10),
          project(view, 290, 92.2, DEPTH - 10),
        ];
        canvas.add(el('path', { d: polyPath(pts), fill: '#1d1e20' }));
      });
      // Wall cabinets, leaving room for the window and the chimney.
      for (const [x, w] of [
        [0, 140],
        [270, 150],
      ] as const) {
        addBlock(scene, box(x, 160, DEPTH - 35, w, 70, 35), wood, {
          radius: 0.4,
          shadow: false,
          decorate: (face) => {
            const n = 2;
            for (let i = 0; i < n; i++) {
              const dx = x + (i * w) / n;
              if (i > 0) gap(face, dx, 161, dx, 229);
              insetPanel(face, [dx + 5, 166, w / n - 10, 58], wood.colour);
              handle(face, dx + (i === 0 ? w / n - 6 : 6), 170, 'bar-v', metal);
            }
          },
        });
      }
      addBlock(scene, box(300, 150, DEPTH - 45, 90, 12, 45), kit.metal, { shadow: false });
      addBlock(scene, box(330, 162, DEPTH - 30, 30, 68, 30), kit.metal, { shadow: false });
      // Breakfast counter with stools in front.
      addBlock(scene, box(90, 0, 120, 240, 90, 60), wood, {
        radius: 0.4,
        decorate: (face) => {
          for (let i = 1; i < 4; i++) gap(face, 90 + i * 60, 2, 90 + i * 60, 88);
          for (let i = 0; i < 4; i++) insetPanel(face, [96 + i * 60, 8, 48, 74], wood.colour);
        },
      });
      addBlock(scene, box(84, 90, 108, 252, 4, 76), counter, { radius: 0.6 });
      pendant(scene, 150, 150, 160, '#2e6d70', 400);
      pendant(scene, 270, 150, 160, '#2e6d70', 400);
      const stool = (x: number) =>
        place(
          { kind: 'chair', style: 'bar-stool' },
          { w: 40, d: 40, h: 75 },
          { wood: 'walnut', fabric: 'rust', metal: 'black' },
          { x, z: 60 },
        );
      return [
        box(90, 0, 108, 250, 94, 76),
        box(0, 0, DEPTH - 60, RUN, 92, 60),
        stool(120),
        stool(190),
        stool(260),
      ];
    },
  });
}
