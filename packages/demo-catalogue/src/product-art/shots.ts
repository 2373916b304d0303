import type { Category } from '@sheesham/shared';
import { hashString } from '../catalogue/seeded-random.ts';
import type { CatalogueEntry } from '../catalogue/types.ts';
import type { RoomStyle } from '../space/room.ts';
import type { ProductShot } from './product-scene.ts';

/** Three backdrops per category, so neighbouring products in a grid do not look identical. */
const ROOMS: Record<Category, readonly [RoomStyle, RoomStyle, RoomStyle]> = {
  beds: [
    { wall: 'linen', floor: 'oak', light: 'left' },
    { wall: 'sage', floor: 'ash' },
    { wall: 'blush', floor: 'oak', light: 'right' },
  ],
  sofas: [
    { wall: 'linen', floor: 'oak', light: 'left' },
    { wall: 'dove', floor: 'walnut' },
    { wall: 'sky', floor: 'ash', light: 'right' },
  ],
  recliners: [
    { wall: 'sand', floor: 'oak', light: 'left' },
    { wall: 'dove', floor: 'stone' },
    { wall: 'linen', floor: 'walnut', light: 'right' },
  ],
  dining: [
    { wall: 'linen', floor: 'oak', light: 'right' },
    { wall: 'sage', floor: 'stone' },
    { wall: 'sand', floor: 'terracotta', light: 'left' },
  ],
  storage: [
    { wall: 'linen', floor: 'oak', light: 'left' },
    { wall: 'dove', floor: 'ash' },
    { wall: 'blush', floor: 'walnut', light: 'right' },
  ],
  chairs: [
    { wall: 'sky', floor: 'ash', light: 'left' },
    { wall: 'linen', floor: 'oak' },
    { wall: 'sand', floor: 'walnut', light: 'right' },
  ],
};

/**
 * The pictures of one product, in order: the main three-quarter view, the other side in the
 * second colourway, a close-up of the main view, and a near-frontal view in a third colourway.
 */
export function shotsFor(entry: CatalogueEntry): ProductShot[] {
  const rooms = ROOMS[entry.category];
  const offset = hashString(entry.slug) % rooms.length;
  const room = (i: number): RoomStyle => rooms[(offset + i) % rooms.length] ?? rooms[0];
  const [main, second = main, third = second] = entry.looks;
  const all: ProductShot[] = [
    { look: main, angle: 'right', room: room(0) },
    { look: second, angle: 'left', room: room(1) },
    { look: main, angle: 'right', room: room(0), closeUp: true },
    { look: third, angle: 'front', room: room(2) },
  ];
  return all.slice(0, entry.pictures);
}
