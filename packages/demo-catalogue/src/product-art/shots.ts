import type { Category } from '@sheesham/shared';
import { hashString } from '../catalogue/seeded-random.ts';
import type { CatalogueEntry } from '../catalogue/types.ts';
import type { RoomStyle } from '../space/room.ts';
import type { ProductShot } from './product-scene.ts';

type Backdrop = readonly [wall: RoomStyle['wall'], floor: RoomStyle['floor']];

/**
 * Three backdrops: window light falls on the first from one side,
 * on the second from neither and on the third from the other.
 */
function backdrops(
  first: Backdrop,
  second: Backdrop,
  third: Backdrop,
  lightFrom: 'left' | 'right' = 'left',
): readonly [RoomStyle, RoomStyle, RoomStyle] {
  const across = lightFrom === 'left' ? 'right' : 'left';
  return [
    { wall: first[0], floor: first[1], light: lightFrom },
    { wall: second[0], floor: second[1] },
    { wall: third[0], floor: third[1], light: across },
  ];
}

/** Three backdrops per category, so neighbouring products in a grid do not look identical. */
const ROOMS: Record<Category, readonly [RoomStyle, RoomStyle, RoomStyle]> = {
  beds: backdrops(['linen', 'oak'], ['sage', 'ash'], ['blush', 'oak']),
  sofas: backdrops(['linen', 'oak'], ['dove', 'walnut'], ['sky', 'ash']),
  recliners: backdrops(['sand', 'oak'], ['dove', 'stone'], ['linen', 'walnut']),
  dining: backdrops(['linen', 'oak'], ['sage', 'stone'], ['sand', 'terracotta'], 'right'),
  storage: backdrops(['linen', 'oak'], ['dove', 'ash'], ['blush', 'walnut']),
  chairs: backdrops(['sky', 'ash'], ['linen', 'oak'], ['sand', 'walnut']),
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
