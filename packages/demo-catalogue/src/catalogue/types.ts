import { BRANDS, CATEGORIES, MATERIALS, STORAGE_OPTIONS } from '@sheesham/shared';
import { z } from 'zod';
import { artSchema, lookSchema } from '../furniture/art.ts';

export const ASSEMBLY = {
  carpenter: 'Carpenter assembly included',
  ready: 'Ready to use, no assembly needed',
  self: 'Easy self-assembly, tools included',
  installed: 'Free installation by our team',
} as const;

const categories = CATEGORIES.map((c) => c.value) as [
  (typeof CATEGORIES)[number]['value'],
  ...(typeof CATEGORIES)[number]['value'][],
];

/**
 * One demo product as written by hand in the catalogue's data files; prices in rupees, sizes in
 * centimetres (W × D × H). The assembly is named by its key in ASSEMBLY and read as its text.
 */
export const catalogueEntrySchema = z.strictObject({
  /** Stable and URL-safe; image keys start with it. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  brand: z.enum(BRANDS),
  category: z.enum(categories),
  roomType: z.enum(['Bedroom', 'Living Room', 'Dining Room', 'Study', 'Kitchen', 'Entryway']),
  material: z.enum(MATERIALS),
  storage: z.enum(STORAGE_OPTIONS),
  price: z.number().int().positive(),
  /** The maximum retail price, shown struck through; above `price` where set. */
  mrp: z.number().int().positive().optional(),
  /** The "Complete Set" price (e.g. with side tables or chairs); always above `price`. */
  setPrice: z.number().int().positive().optional(),
  /** What the set adds to the piece, as the product page and the cart line say it. */
  setDescription: z.string().optional(),
  /** What the set's added items cost bought separately, in rupees. */
  setItemsPrice: z.number().int().positive().optional(),
  size: z.tuple([z.number(), z.number(), z.number()]),
  weightKg: z.number().int().positive(),
  warrantyYears: z.number().int().positive(),
  assembly: z.enum(Object.keys(ASSEMBLY) as [keyof typeof ASSEMBLY]).transform((k) => ASSEMBLY[k]),
  description: z.string(),
  /** Inches, for anything you sit on. */
  seatingHeight: z.number().int().positive().optional(),
  mattressSize: z.string().optional(),
  /** Set only where the demo needs a low-stock item; otherwise generated. */
  stock: z.number().int().nonnegative().optional(),
  art: artSchema,
  /** Colourways, the first being the main one; alternates appear in later pictures. */
  looks: z.tuple([lookSchema], lookSchema),
  /** How many pictures the product gets (1–4). */
  pictures: z.literal([1, 2, 3, 4]),
});

export type CatalogueEntry = z.output<typeof catalogueEntrySchema>;
