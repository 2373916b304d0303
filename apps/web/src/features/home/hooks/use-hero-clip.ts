import { type RefObject, startTransition, useEffect, useState } from 'react';
import { clipAllowed, REDUCED_MOTION_QUERY, readClipConditions } from '../hero-clip';

/** Resolves once the picture has loaded (or failed) and the frame after has been painted. */
function afterPainted(image: HTMLImageElement | null): Promise<void> {
  return new Promise((resolve) => {
    const paint = () => requestAnimationFrame(() => resolve());
    if (!image || image.complete) return paint();
    image.addEventListener('load', paint, { once: true });
    image.addEventListener('error', paint, { once: true });
  });
}

/** 'pending' until the poster has painted, then whether the clip plays or the poster stays. */
export type HeroClipState = 'pending' | 'play' | 'still';

/**
 * Whether the hero's clip may play: 'pending' on the server and until the poster has painted, so
 * the clip never competes with the page's largest picture, then whatever `clipAllowed` says. It
 * follows a change of the motion setting while the page is open.
 */
export function useHeroClip(poster: RefObject<HTMLImageElement | null>): HeroClipState {
  const [state, setState] = useState<HeroClipState>('pending');
  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION_QUERY);
    let ready = false;
    let cancelled = false;
    const decide = () => {
      if (!ready || cancelled) return;
      const ok = clipAllowed(readClipConditions(window));
      startTransition(() => setState(ok ? 'play' : 'still'));
    };
    afterPainted(poster.current).then(() => {
      ready = true;
      decide();
    });
    motion.addEventListener('change', decide);
    return () => {
      cancelled = true;
      motion.removeEventListener('change', decide);
    };
  }, [poster]);
  return state;
}
