/** What the browser says about the visitor's wishes, read when the hero decides on its clip. */
export interface ClipConditions {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** The Save-Data wish (`navigator.connection.saveData`). */
  saveData: boolean;
  /** `navigator.connection.effectiveType`, where the browser tells it. */
  effectiveType?: string;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Links on which a clip would take longer to arrive than it takes to play. */
const SLOW_LINKS = new Set(['slow-2g', '2g']);

/**
 * The hero plays its clip only for a visitor who has not asked for less motion or less data:
 * otherwise the poster stays, and the clip is never requested (decision 054).
 */
export function clipAllowed({ reducedMotion, saveData, effectiveType }: ClipConditions): boolean {
  if (reducedMotion || saveData) return false;
  return !(effectiveType && SLOW_LINKS.has(effectiveType));
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Reads the conditions from the browser (the Network Information API is Chromium's only). */
export function readClipConditions(win: Window): ClipConditions {
  const connection = (win.navigator as { connection?: NetworkInformationLike }).connection;
  return {
    reducedMotion: win.matchMedia(REDUCED_MOTION_QUERY).matches,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}
