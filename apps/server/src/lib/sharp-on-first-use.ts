import { onFirstUse } from './on-first-use.ts';

/** sharp and libvips (about 28 MB), loaded by the first picture drawn or uploaded. */
export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
