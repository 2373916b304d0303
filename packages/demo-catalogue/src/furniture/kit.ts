import { type Finish, finish } from '../space/finish.ts';
import { FABRICS, LEATHERS, METALS, WOODS } from '../svg/palette.ts';
import type { Look } from './art.ts';

export interface Kit {
  wood: Finish;
  /** Upholstery: the fabric, or the leather when the look has one. */
  cover: Finish;
  accent: Finish;
  metal: Finish;
  /** White bed linen and mattress ticking. */
  linen: Finish;
  look: Look;
}

export interface Dims {
  w: number;
  d: number;
  h: number;
}

export function kitFor(look: Look): Kit {
  const wood = WOODS[look.wood];
  return {
    wood: finish(
      wood,
      look.wood === 'painted-white' || look.wood === 'frosty-white' ? 'plain' : 'wood',
    ),
    cover: look.leather
      ? finish(LEATHERS[look.leather], 'leather')
      : finish(FABRICS[look.fabric ?? 'beige'], 'fabric'),
    accent: finish(FABRICS[look.accent ?? 'mustard'], 'fabric'),
    metal: finish(METALS[look.metal ?? 'brass'], 'metal'),
    linen: finish('#f4f0e8', 'fabric'),
    look,
  };
}
