import type { SiteImage } from '@sheesham/shared';
import { plant } from '../furniture/decor.ts';
import { kitFor } from '../furniture/kit.ts';
import { Placement, type Turn } from '../furniture/placement.ts';
import { box } from '../space/bounds.ts';
import type { Angle } from '../space/layout.ts';
import type { Scene } from '../space/scene.ts';
import { FABRICS, WALLS } from '../svg/palette.ts';
import { floorLamp, table } from './props.ts';
import { roomSvg } from './room-scene.ts';
import { archedWindow, framedArt, pendant, rug, windowOnWall } from './wall-decor.ts';

const potted = (scene: Scene, x: number, z: number, h: number) => {
  plant(new Placement(scene, { x: 0, z: 0 }, { w: 1, d: 1 }), x, z, h);
  return box(x - h * 0.2, 0, z - h * 0.2, h * 0.4, h, h * 0.4);
};

/** Where the hero's camera stands for the still picture (the clip's first and last frame). */
export const HERO_CAMERA: HeroCamera = { angle: { kx: 0.3, ky: 0.2 }, zoom: 1 };

export interface HeroCamera {
  angle: Angle;
  /** 1 frames the whole stage; more magnifies about the centre. */
  zoom: number;
}

/** Home hero: a sunlit living room around a sheesham sofa and coffee table. */
export function heroLivingRoom(image: SiteImage, camera: HeroCamera = HERO_CAMERA): string {
  const look = { wood: 'sheesham', fabric: 'ivory', accent: 'mustard' } as const;
  return roomSvg({
    image,
    room: { wall: 'linen', floor: 'oak' },
    angle: camera.angle,
    zoom: camera.zoom,
    stage: { x0: -20, x1: 560, depth: 430, height: 300 },
    centreY: 0.46,
    wall: (face) => {
      windowOnWall(face, 20, 85, 150, 150, { curtains: FABRICS.sand, panes: 3 });
      framedArt(face, 270, 150, 70, 52, 0);
      framedArt(face, 355, 150, 45, 52, 1);
    },
    floor: (ctx) => rug(ctx, 170, 180, 300, 210, '#d9c7a6', '#8b3a2e'),
    build: (scene, place) => [
      place(
        { kind: 'sofa', seats: 3, style: 'wood-frame' },
        { w: 215, d: 85, h: 88 },
        { ...look, accent: 'teal' },
        { x: 215, z: 335 },
      ),
      place(
        { kind: 'sofa', seats: 1, style: 'wingback' },
        { w: 80, d: 85, h: 105 },
        { wood: 'walnut', fabric: 'teal', accent: 'mustard' },
        { x: 60, z: 210 },
        1,
      ),
      table(scene, { x: 255, z: 215 }, { w: 130, d: 65, h: 42 }, kitFor(look).wood),
      floorLamp(scene, 480, 370, kitFor({ wood: 'walnut', metal: 'brass' })),
      potted(scene, 520, 300, 110),
      potted(scene, 190, 385, 70),
    ],
  });
}

/** Gallery: a haveli living room with carved wood, arches and warm lime-washed walls. */
export function haveliLivingRoom(image: SiteImage): string {
  return roomSvg({
    image,
    room: { wall: 'ochre', floor: 'terracotta' },
    angle: { kx: 0.28, ky: 0.22 },
    stage: { x0: 0, x1: 480, depth: 400, height: 300 },
    wall: (face) => {
      archedWindow(face, 40, 70, 80, 150, WALLS.ochre);
      archedWindow(face, 360, 70, 80, 150, WALLS.ochre);
    },
    floor: (ctx) => rug(ctx, 110, 150, 270, 190, '#8b2f3a', '#2d3d5c'),
    build: (scene, place) => {
      const kit = kitFor({ wood: 'rosewood', metal: 'brass' });
      // A pair of carved chairs facing each other across the table.
      const maharajaChair = (x: number, turn: Turn) =>
        place(
          { kind: 'chair', style: 'maharaja' },
          { w: 62, d: 58, h: 110 },
          { wood: 'rosewood', fabric: 'emerald' },
          { x, z: 170 },
          turn,
        );
      const out = [
        place(
          { kind: 'sofa', seats: 3, style: 'wood-frame' },
          { w: 200, d: 82, h: 86 },
          { wood: 'rosewood', fabric: 'maroon', accent: 'mustard' },
          { x: 140, z: 305 },
        ),
        maharajaChair(40, 1),
        maharajaChair(380, 3),
        table(scene, { x: 190, z: 200 }, { w: 100, d: 60, h: 38 }, kit.wood),
        place(
          { kind: 'storage', piece: 'sideboard', doors: 2, carved: true },
          { w: 90, d: 40, h: 80 },
          { wood: 'rosewood', metal: 'brass' },
          { x: 370, z: 355 },
        ),
      ];
      pendant(scene, 240, 240, 200, '#b48a3f');
      return out;
    },
  });
}

/** Gallery: a teak master bedroom with a king bed and matching side tables. */
export function teakBedroom(image: SiteImage): string {
  const look = { wood: 'teak', accent: 'sage', metal: 'brass' } as const;
  return roomSvg({
    image,
    room: { wall: 'sage', floor: 'oak' },
    angle: { kx: 0.3, ky: 0.24 },
    stage: { x0: 0, x1: 460, depth: 420, height: 280 },
    centreY: 0.48,
    wall: (face) => {
      framedArt(face, 175, 135, 110, 60, 1);
      windowOnWall(face, 360, 80, 90, 140, { curtains: FABRICS.ivory });
    },
    floor: (ctx) => rug(ctx, 60, 120, 330, 200, '#e6dccb', '#97a585'),
    build: (_scene, place) => [
      place(
        { kind: 'bed', headboard: 'slatted', base: 'platform' },
        { w: 200, d: 215, h: 105 },
        look,
        { x: 130, z: 195 },
      ),
      // A bedside table on either side of the bed.
      ...[60, 352].map((x) =>
        place({ kind: 'storage', piece: 'bedside' }, { w: 48, d: 40, h: 55 }, look, { x, z: 370 }),
      ),
    ],
  });
}

/** Gallery: a six-seater sheesham dining suite under pendant lamps. */
export function diningSuite(image: SiteImage): string {
  const look = { wood: 'sheesham', fabric: 'sand', metal: 'brass' } as const;
  return roomSvg({
    image,
    room: { wall: 'linen', floor: 'oak' },
    angle: { kx: 0.26, ky: 0.22 },
    stage: { x0: -30, x1: 330, depth: 330, height: 260 },
    wall: (face) => {
      framedArt(face, 105, 130, 90, 60, 2);
      windowOnWall(face, -10, 90, 70, 130, { panes: 2 });
    },
    build: (scene, place) => {
      const out = [
        place({ kind: 'storage', piece: 'sideboard', doors: 3 }, { w: 150, d: 45, h: 85 }, look, {
          x: 75,
          z: 283,
        }),
        place(
          { kind: 'dining', seats: 6, top: 'wood', chair: 'upholstered' },
          { w: 180, d: 90, h: 76 },
          look,
          { x: 60, z: 110 },
        ),
      ];
      pendant(scene, 110, 155, 150, '#2d3d5c', 400);
      pendant(scene, 190, 155, 150, '#2d3d5c', 400);
      return out;
    },
  });
}

/** Gallery: a compact city apartment with a sofa cum bed and open shelving. */
export function cityApartment(image: SiteImage): string {
  return roomSvg({
    image,
    room: { wall: 'dove', floor: 'ash' },
    angle: { kx: 0.32, ky: 0.22 },
    stage: { x0: 0, x1: 420, depth: 360, height: 270 },
    wall: (face) => {
      windowOnWall(face, 20, 90, 130, 140, { outlook: 'city', panes: 3 });
      framedArt(face, 215, 140, 60, 60, 2);
    },
    floor: (ctx) => rug(ctx, 150, 150, 200, 150, '#c9b697', '#3b4a8a'),
    build: (scene, place) => [
      place(
        { kind: 'sofa', seats: 3, style: 'sofa-bed' },
        { w: 190, d: 88, h: 80 },
        { wood: 'sheesham', fabric: 'indigo', accent: 'mustard' },
        { x: 160, z: 268 },
      ),
      place(
        { kind: 'storage', piece: 'bookshelf', doors: 4, frame: 'metal' },
        { w: 75, d: 32, h: 170 },
        { wood: 'walnut', metal: 'black' },
        { x: 345, z: 326 },
      ),
      table(scene, { x: 205, z: 170 }, { w: 90, d: 50, h: 40 }, kitFor({ wood: 'white-oak' }).wood),
      potted(scene, 40, 300, 95),
    ],
  });
}

/** Contact: the showroom floor with beds and sofas on display under track lights. */
export function showroom(image: SiteImage): string {
  return roomSvg({
    image,
    room: { wall: 'dove', floor: 'marble' },
    angle: { kx: 0.26, ky: 0.2 },
    stage: { x0: 30, x1: 800, depth: 520, height: 250 },
    centreY: 0.55,
    wall: (face) => {
      windowOnWall(face, 330, 110, 240, 170, { panes: 4 });
      framedArt(face, 90, 170, 110, 70, 0);
    },
    floor: (ctx) => {
      rug(ctx, 10, 240, 300, 250, '#e6dccb', '#7a2c39');
      rug(ctx, 430, 120, 330, 230, '#d8c3a0', '#2e6d70');
    },
    build: (scene, place) => [
      place(
        { kind: 'bed', headboard: 'carved', base: 'legs' },
        { w: 180, d: 213, h: 125 },
        { wood: 'sheesham', accent: 'maroon' },
        { x: 60, z: 300 },
      ),
      place(
        { kind: 'sofa', seats: 3, style: 'chesterfield' },
        { w: 215, d: 90, h: 76 },
        { wood: 'walnut', fabric: 'emerald', accent: 'mustard' },
        { x: 480, z: 260 },
      ),
      place(
        { kind: 'recliner', seats: 1, style: 'classic' },
        { w: 92, d: 95, h: 102 },
        { wood: 'walnut', leather: 'cognac' },
        { x: 700, z: 130 },
        3,
      ),
      place(
        { kind: 'storage', piece: 'wardrobe', doors: 3, mirror: true },
        { w: 150, d: 58, h: 200 },
        { wood: 'sheesham', metal: 'brass' },
        { x: 640, z: 460 },
      ),
      table(scene, { x: 520, z: 150 }, { w: 110, d: 55, h: 42 }, kitFor({ wood: 'teak' }).wood),
      potted(scene, 300, 470, 120),
    ],
  });
}
