import type { SiteImage } from '@sheesham/shared';
import type { Bounds } from '../space/bounds.ts';
import { type Angle, fitView } from '../space/layout.ts';
import { drawFloorShadows, drawRoom, type RoomStyle } from '../space/room.ts';
import { type DrawContext, Scene } from '../space/scene.ts';
import { type FrontFace, frontFace } from '../space/solids.ts';
import { SvgCanvas } from '../svg/canvas.ts';
import { type PlacePiece, placePiece } from './props.ts';

/** A furnished room for the page imagery, built from the same pieces as the product pictures. */
export interface RoomSpec {
  image: SiteImage;
  room: RoomStyle;
  angle: Angle;
  /** The part of the room to frame, in cm: the back wall stands at z = depth. */
  stage: { x0: number; x1: number; depth: number; height: number };
  /** Where the stage sits in the picture (fractions), 0.5 by default. */
  centreY?: number;
  /**
   * Adds the furniture (catalogue-style pieces through `place`, anything else to the scene);
   * returns each piece's bounds for its soft floor shadow.
   */
  build(scene: Scene, place: PlacePiece): Bounds[];
  /** Windows, arches and art on the back wall, in wall-plane centimetres. */
  wall?(face: FrontFace): void;
  /** Rugs and other things lying on the floor, before the shadows. */
  floor?(ctx: DrawContext): void;
  /** Things in front of everything (hanging lamps, plants in the foreground). */
  front?(ctx: DrawContext): void;
  /** Magnifies the picture about its centre (1 = the whole frame); the hero clip's dolly. */
  zoom?: number;
}

export function roomSvg(spec: RoomSpec): string {
  const { width, height } = spec.image;
  const scene = new Scene();
  const pieces = spec.build(scene, (...piece) => placePiece(scene, ...piece));
  const { x0, x1, depth, height: h } = spec.stage;
  const view = fitView({ x0, x1, y0: 0, y1: h, z0: 0, z1: depth }, spec.angle, {
    width,
    height,
    fillX: 1,
    fillY: 1,
    centreY: spec.centreY,
  });
  const canvas = new SvgCanvas(width, height);
  const ctx = { canvas, view };
  drawRoom(ctx, depth, spec.room);
  spec.wall?.(frontFace(ctx, { x0, x1, y0: 0, y1: h, z0: depth, z1: depth }));
  spec.floor?.(ctx);
  drawFloorShadows(ctx, scene, pieces);
  scene.render(ctx);
  spec.front?.(ctx);
  const zoom = spec.zoom ?? 1;
  const w = width / zoom;
  const h2 = height / zoom;
  return canvas.toSvg({ x: (width - w) / 2, y: (height - h2) / 2, width: w, height: h2 });
}
