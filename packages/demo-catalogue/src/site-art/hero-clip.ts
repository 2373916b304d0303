import { SITE_IMAGES } from '@sheesham/shared';
import { HERO_CAMERA, type HeroCamera, heroLivingRoom } from './rooms.ts';

/** How far the clip's camera travels from the still picture's, at the middle of the loop. */
const SWING = { kx: 0.09, ky: 0.025, zoom: 0.06 };

/**
 * Where the camera stands at `phase` (0–1 through the loop): it eases out from the still
 * picture's view, turning a little to the right and moving in, and back. Phase 0 and 1 are the
 * still picture itself, so the clip loops without a seam and starts on the poster.
 */
export function heroClipCamera(phase: number): HeroCamera {
  const out = (1 - Math.cos(2 * Math.PI * phase)) / 2;
  return {
    angle: {
      kx: HERO_CAMERA.angle.kx + SWING.kx * out,
      ky: HERO_CAMERA.angle.ky + SWING.ky * out,
    },
    zoom: HERO_CAMERA.zoom + SWING.zoom * out,
  };
}

/** The clip's frames as SVG, `count` of them over one loop, each at `width` × `height`. */
export function* heroClipFrames(count: number, width: number, height: number): Generator<string> {
  const image = { ...SITE_IMAGES.hero, width, height };
  for (let frame = 0; frame < count; frame++) {
    yield heroLivingRoom(image, heroClipCamera(frame / count));
  }
}
