import type { SiteImage } from '@sheesham/shared';
import { kitFor } from '../furniture/kit.ts';
import { type Bounds, box } from '../space/bounds.ts';
import type { Scene } from '../space/scene.ts';
import { addBlock, addCustom } from '../space/solids.ts';
import { project } from '../space/view.ts';
import { darken } from '../svg/colour.ts';
import { circle, el, path, rect } from '../svg/markup.ts';
import { WOODS } from '../svg/palette.ts';
import { drawPerson, type Person } from './people.ts';
import { table } from './props.ts';
import { roomSvg } from './room-scene.ts';
import { IMRAN, RAJESH } from './team.ts';

const DEPTH = 360;

/** A craftsperson standing behind a work surface of height `surface`, hands on it. */
function worker(scene: Scene, person: Person, x: number, z: number, surface: number): Bounds {
  const b = box(x - 28, surface, z - 10, 56, 175 - surface, 20);
  addCustom(scene, b, (ctx) => {
    const { canvas, view } = ctx;
    const size = 58 * view.scale;
    const [hx, hy] = project(view, x, 175, z);
    // Hands rest on the surface: the torso is as long as the gap from shoulders to the surface.
    const [, sy] = project(view, x, surface, z - 12);
    const reach = Math.max(0, ((sy - hy) / size) * 100 - 100);
    drawPerson(canvas, person, hx - size / 2, hy, size, reach);
  });
  return b;
}

/** About: craftsmen finishing a solid wood dining table in the workshop. */
export function workshop(image: SiteImage): string {
  const kit = kitFor({ wood: 'sheesham', metal: 'steel' });
  return roomSvg({
    image,
    room: { wall: 'sand', floor: 'stone', light: 'left' },
    angle: { kx: 0.26, ky: 0.2 },
    stage: { x0: -10, x1: 500, depth: DEPTH, height: 290 },
    wall: (face) => {
      // Pegboard with tools.
      const [sx, sy, sw, sh] = face.rect(250, 110, 220, 110);
      const u = face.len(1);
      let holes = '';
      for (let y = sy + u * 5; y < sy + sh; y += u * 7)
        for (let x = sx + u * 5; x < sx + sw; x += u * 7)
          holes += `M${x.toFixed(1)} ${y.toFixed(1)}h${(u * 0.9).toFixed(1)}`;
      const tools = [
        // Saw, hammer, chisels, mallet and a square.
        path(`M${sx + u * 20} ${sy + u * 20}h${u * 50}l${-u * 8} ${u * 22}h${-u * 42}Z`, {
          fill: '#b8c0c6',
        }) + rect(sx + u * 8, sy + u * 18, u * 14, u * 26, { rx: u * 3, fill: '#8a3b32' }),
        rect(sx + u * 90, sy + u * 14, u * 4, u * 60, { fill: '#8a6a45' }) +
          rect(sx + u * 82, sy + u * 12, u * 20, u * 8, { fill: '#555' }),
        ...[0, 1, 2, 3].map(
          (i) =>
            rect(sx + u * (120 + i * 12), sy + u * 16, u * 4, u * 34, { fill: '#a0672f' }) +
            rect(sx + u * (120.8 + i * 12), sy + u * 50, u * 2.4, u * 16, { fill: '#c0c6cc' }),
        ),
        rect(sx + u * 178, sy + u * 16, u * 6, u * 50, { fill: '#d3b98f' }) +
          rect(sx + u * 168, sy + u * 12, u * 26, u * 14, { rx: u * 2, fill: '#a0672f' }),
        path(`M${sx + u * 30} ${sy + u * 66}h${u * 60}v${u * 8}h${-u * 52}v${u * 30}h${-u * 8}Z`, {
          fill: '#c0c6cc',
        }),
      ];
      face.ctx.canvas.add(
        rect(sx, sy, sw, sh, { fill: '#c9a574' }),
        path(holes, {
          stroke: darken('#c9a574', 0.4),
          'stroke-width': u * 0.9,
          'stroke-linecap': 'round',
        }),
        ...tools,
      );
      // Round workshop clock without numerals.
      const [cx, cy] = face.pt(120, 210);
      face.ctx.canvas.add(
        circle(cx, cy, u * 14, { fill: '#f7f3ea', stroke: '#3b2a1a', 'stroke-width': u * 2 }),
        path(`M${cx} ${cy}V${cy - u * 9}M${cx} ${cy}h${u * 6}`, {
          stroke: '#3b2a1a',
          'stroke-width': u * 1.4,
          'stroke-linecap': 'round',
        }),
      );
    },
    build: (scene) => {
      const out: Bounds[] = [];
      // Workbench along the wall with a vice and shavings.
      out.push(
        table(
          scene,
          { x: 250, z: DEPTH - 70 },
          { w: 220, d: 65, h: 88 },
          { colour: '#a0723f', texture: 'wood' },
        ),
      );
      // Planks leaning against the wall, in the woods the shop uses.
      const woods = [WOODS.sheesham, WOODS.teak, WOODS.rosewood, WOODS.honey, WOODS['white-oak']];
      woods.forEach((colour, i) => {
        addBlock(
          scene,
          box(20 + i * 16, 0, DEPTH - 12 - (i % 2) * 4, 14, 200 - i * 9, 4),
          { colour, texture: 'wood-v' },
          { radius: 0.3 },
        );
        out.push(box(20 + i * 16, 0, DEPTH - 16, 14, 10, 8));
      });
      // The dining table being finished, one craftsman polishing it and one at the bench.
      out.push(worker(scene, IMRAN, 225, 205, 76));
      out.push(table(scene, { x: 120, z: 110 }, { w: 200, d: 95, h: 76 }, kit.wood));
      out.push(worker(scene, RAJESH, 400, DEPTH - 95, 88));
      // A sawhorse with a board.
      addBlock(
        scene,
        box(360, 50, 60, 110, 4, 30),
        { colour: WOODS.honey, texture: 'wood' },
        { radius: 0.3 },
      );
      for (const x of [370, 500])
        addBlock(
          scene,
          box(x - 4, 0, 65, 8, 50, 20),
          { colour: '#8a6446', texture: 'wood' },
          { radius: 0.3 },
        );
      out.push(box(360, 0, 60, 110, 54, 30));
      // Shavings on the floor.
      addCustom(
        scene,
        box(80, 0, 60, 60, 1, 30),
        (ctx) => {
          const { view, canvas } = ctx;
          const curls = Array.from({ length: 14 }, (_, i) => {
            const [x, y] = project(view, 80 + ((i * 37) % 60), 0.5, 60 + ((i * 23) % 30));
            return el('ellipse', {
              cx: x,
              cy: y,
              rx: view.scale * 2.2,
              ry: view.scale * 0.9,
              fill: 'none',
              stroke: '#d9b47c',
              'stroke-width': view.scale * 0.6,
            });
          });
          canvas.add(...curls);
        },
        false,
      );
      return out;
    },
  });
}
