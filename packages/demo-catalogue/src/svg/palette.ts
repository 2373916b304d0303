/** Named finishes the catalogue refers to; the drawings only ever use these. */
export const WOODS = {
  sheesham: '#7a4527',
  walnut: '#5b3a26',
  teak: '#9c6430',
  honey: '#c28a48',
  'white-oak': '#d3b98f',
  rosewood: '#5e2c22',
  wenge: '#3e2a20',
  'painted-white': '#ece6dc',
  'frosty-white': '#e2ddd3',
} as const;
export type WoodTone = keyof typeof WOODS;

export const FABRICS = {
  ivory: '#e6dccb',
  beige: '#c9b697',
  sand: '#d8c3a0',
  sage: '#97a585',
  teal: '#2e6d70',
  mustard: '#c8963a',
  rust: '#b1552f',
  navy: '#2d3d5c',
  grey: '#8e8f8c',
  charcoal: '#4a4b4e',
  blush: '#d6a69c',
  emerald: '#2d6a4f',
  maroon: '#7a2c39',
  indigo: '#3b4a8a',
} as const;
export type FabricColour = keyof typeof FABRICS;

export const LEATHERS = {
  tan: '#a4673a',
  cognac: '#87461f',
  chocolate: '#4d3124',
  black: '#2b2725',
  oxblood: '#5e2228',
  stone: '#b9ab98',
} as const;
export type LeatherColour = keyof typeof LEATHERS;

export const METALS = {
  black: '#2d2c2b',
  brass: '#b48a3f',
  steel: '#9aa1a7',
  bronze: '#6d5238',
} as const;
export type MetalColour = keyof typeof METALS;

/** Wall colours for backdrops; soft, so the furniture stays the subject. */
export const WALLS = {
  linen: '#efe7da',
  sage: '#e1e5d8',
  blush: '#f0e1d8',
  dove: '#e6e4e0',
  sky: '#dfe6ea',
  sand: '#eadcc6',
  terracotta: '#d9a587',
  ochre: '#e4c48f',
} as const;
export type WallColour = keyof typeof WALLS;

export const FLOORS = {
  oak: '#caa97d',
  walnut: '#8a6446',
  ash: '#d8c6aa',
  stone: '#cfc8bd',
  terracotta: '#b9714e',
  marble: '#e9e5de',
} as const;
export type FloorKind = keyof typeof FLOORS;
