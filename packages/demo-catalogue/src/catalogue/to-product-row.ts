import { DEFAULT_STOCK_THRESHOLD, toPaise } from '@sheesham/shared';
import { formatDimensions, formatWarranty, formatWeight } from './dimensions.ts';
import { hashString, randomInt, seededRandom } from './seeded-random.ts';
import type { CatalogueEntry } from './types.ts';

/** A products row as the server inserts it: money in paise, sizes as display text. */
export interface DemoProductRow {
  name: string;
  brand: string;
  pricePaise: number;
  setPricePaise: number | null;
  hasSetOption: boolean;
  mrpPaise: number | null;
  setDescription: string | null;
  setItemsPricePaise: number | null;
  images: string[];
  category: string;
  roomType: string;
  primaryMaterial: string;
  storage: string;
  assembly: string;
  dimensionsCm: string;
  dimensionsInches: string;
  weight: string;
  warranty: string;
  description: string;
  rating: number;
  seatingHeight: number | null;
  recommendedMattressSize: string | null;
  stock: number;
  stockThreshold: number;
  createdAt: Date;
  updatedAt: Date;
}

// Fixed timestamps, a minute apart in catalogue order, so "oldest first" lists the catalogue
// in the order it was written (the home page features the first three).
const CATALOGUE_EPOCH = Date.UTC(2026, 0, 5, 10, 0, 0);

/** One catalogue entry as a products row; rating and stock come from a PRNG seeded by the slug. */
export function toProductRow(
  entry: CatalogueEntry,
  images: string[],
  index: number,
): DemoProductRow {
  const rand = seededRandom(hashString(entry.slug));
  const { cm, inches } = formatDimensions(entry.size);
  const created = new Date(CATALOGUE_EPOCH + index * 60_000);
  return {
    name: entry.name,
    brand: entry.brand,
    pricePaise: toPaise(entry.price),
    setPricePaise: entry.setPrice === undefined ? null : toPaise(entry.setPrice),
    hasSetOption: entry.setPrice !== undefined,
    mrpPaise: entry.mrp === undefined ? null : toPaise(entry.mrp),
    setDescription: entry.setDescription ?? null,
    setItemsPricePaise: entry.setItemsPrice === undefined ? null : toPaise(entry.setItemsPrice),
    images,
    category: entry.category,
    roomType: entry.roomType,
    primaryMaterial: entry.material,
    storage: entry.storage,
    assembly: entry.assembly,
    dimensionsCm: cm,
    dimensionsInches: inches,
    weight: formatWeight(entry.weightKg),
    warranty: formatWarranty(entry.warrantyYears),
    description: entry.description,
    rating: randomInt(rand, 35, 50) / 10,
    seatingHeight: entry.seatingHeight ?? null,
    recommendedMattressSize: entry.mattressSize ?? null,
    stock: entry.stock ?? randomInt(rand, 12, 64),
    stockThreshold: DEFAULT_STOCK_THRESHOLD,
    createdAt: created,
    updatedAt: created,
  };
}
