import PALETTE from './palette.json' with { type: 'json' };

/** Named finishes the catalogue refers to; the drawings only ever use these. */
export const { woods: WOODS, fabrics: FABRICS, leathers: LEATHERS, metals: METALS } = PALETTE;
/** Wall colours for backdrops (soft, so the furniture stays the subject) and floor finishes. */
export const { walls: WALLS, floors: FLOORS } = PALETTE;

export type WoodTone = keyof typeof WOODS;
export type FabricColour = keyof typeof FABRICS;
export type LeatherColour = keyof typeof LEATHERS;
export type MetalColour = keyof typeof METALS;
export type WallColour = keyof typeof WALLS;
export type FloorKind = keyof typeof FLOORS;
