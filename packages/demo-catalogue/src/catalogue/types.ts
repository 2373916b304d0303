import type { BRANDS, Category, MATERIALS, STORAGE_OPTIONS } from '@sheesham/shared';
import type { Art } from '../furniture/index.ts';
import type { Look } from '../furniture/kit.ts';

export type Brand = (typeof BRANDS)[number];
export type Material = (typeof MATERIALS)[number];
export type StorageOption = (typeof STORAGE_OPTIONS)[number];
export type RoomType = 'Bedroom' | 'Living Room' | 'Dining Room' | 'Study' | 'Kitchen' | 'Entryway';

/** One demo product as written by hand; prices in rupees, sizes in centimetres (W × D × H). */
export interface CatalogueEntry {
  /** Stable and URL-safe; image keys start with it. */
  slug: string;
  name: string;
  brand: Brand;
  category: Category;
  roomType: RoomType;
  material: Material;
  storage: StorageOption;
  price: number;
  /** The "Complete Set" price (e.g. with side tables or chairs); always above `price`. */
  setPrice?: number;
  size: readonly [width: number, depth: number, height: number];
  weightKg: number;
  warrantyYears: number;
  assembly: string;
  description: string;
  /** Inches, for anything you sit on. */
  seatingHeight?: number;
  mattressSize?: string;
  /** Set only where the demo needs a low-stock item; otherwise generated. */
  stock?: number;
  art: Art;
  /** Colourways, the first being the main one; alternates appear in later pictures. */
  looks: readonly [Look, ...Look[]];
  /** How many pictures the product gets (1–4). */
  pictures: 1 | 2 | 3 | 4;
}

export const ASSEMBLY = {
  carpenter: 'Carpenter assembly included',
  ready: 'Ready to use, no assembly needed',
  self: 'Easy self-assembly, tools included',
  installed: 'Free installation by our team',
} as const;
