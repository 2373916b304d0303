import { z } from 'zod';
import { FABRICS, LEATHERS, METALS, WOODS } from '../svg/palette.ts';

// What a product's drawing is made of, as schemas: the catalogue's data file is checked against
// them when it loads, and the drawing code takes the types inferred from them.

/** The names of a palette, as an enum: the catalogue may only name colours the palette has. */
const nameOf = <T extends Record<string, string>>(palette: T) =>
  z.enum(Object.keys(palette) as [keyof T & string, ...(keyof T & string)[]]);

const fabric = nameOf(FABRICS);

/** The finishes one picture of a product is drawn in: a colourway. */
export const lookSchema = z.strictObject({
  wood: nameOf(WOODS),
  fabric: fabric.optional(),
  leather: nameOf(LEATHERS).optional(),
  metal: nameOf(METALS).optional(),
  /** Cushions, throws and bedding that dress the piece. */
  accent: fabric.optional(),
});
export type Look = z.infer<typeof lookSchema>;

const bedArt = z.strictObject({
  kind: z.literal('bed'),
  headboard: z.enum([
    'panel',
    'carved',
    'upholstered',
    'wingback',
    'slatted',
    'cane-arch',
    'metal',
  ]),
  base: z.enum(['legs', 'box', 'drawers', 'platform']),
});

const sofaArt = z.strictObject({
  kind: z.literal('sofa'),
  seats: z.literal([1, 2, 3]),
  style: z.enum([
    'wood-frame',
    'chesterfield',
    'track',
    'rolled',
    'sofa-bed',
    'l-shape',
    'wingback',
  ]),
});

const reclinerArt = z.strictObject({
  kind: z.literal('recliner'),
  seats: z.literal([1, 2, 3]),
  style: z.enum(['classic', 'rocker', 'wingback', 'power', 'lounge']),
  /** Draw the footrest raised, as when reclined. */
  footrest: z.boolean().optional(),
});

const chairStyle = z.enum([
  'slat',
  'cane',
  'upholstered',
  'metal',
  'mesh-office',
  'leather-office',
  'rocking',
  'bar-stool',
  'maharaja',
]);

const chairArt = z.strictObject({ kind: z.literal('chair'), style: chairStyle });

const diningArt = z.strictObject({
  kind: z.literal('dining'),
  seats: z.literal([2, 4, 6, 8]),
  top: z.enum(['wood', 'glass', 'marble']),
  shape: z.enum(['rect', 'round']).optional(),
  chair: chairStyle.extract(['slat', 'cane', 'upholstered', 'metal', 'maharaja']),
  /** A bench along the front instead of chairs at the ends. */
  bench: z.boolean().optional(),
});

const storageArt = z.strictObject({
  kind: z.literal('storage'),
  piece: z.enum([
    'wardrobe',
    'chest',
    'bookshelf',
    'tv-unit',
    'sideboard',
    'shoe-cabinet',
    'bedside',
  ]),
  doors: z.number().int().positive().optional(),
  mirror: z.boolean().optional(),
  carved: z.boolean().optional(),
  frame: z.literal('metal').optional(),
});

/** What a product looks like; the catalogue gives one per product. */
export const artSchema = z.discriminatedUnion('kind', [
  bedArt,
  sofaArt,
  reclinerArt,
  diningArt,
  storageArt,
  chairArt,
]);
export type Art = z.infer<typeof artSchema>;
export type BedArt = z.infer<typeof bedArt>;
export type SofaArt = z.infer<typeof sofaArt>;
export type ReclinerArt = z.infer<typeof reclinerArt>;
export type DiningArt = z.infer<typeof diningArt>;
export type StorageArt = z.infer<typeof storageArt>;
export type ChairArt = z.infer<typeof chairArt>;
