import { BEDS } from './beds.ts';
import { CHAIRS } from './chairs.ts';
import { DINING } from './dining.ts';
import { RECLINERS } from './recliners.ts';
import { SOFAS } from './sofas.ts';
import { STORAGE } from './storage.ts';
import type { CatalogueEntry } from './types.ts';

/** The demo catalogue, in the order the shop lists it (the home page features the first three). */
export const CATALOGUE: readonly CatalogueEntry[] = [
  BEDS[0],
  SOFAS[0],
  DINING[0],
  ...BEDS.slice(1),
  ...SOFAS.slice(1),
  ...RECLINERS,
  ...DINING.slice(1),
  ...STORAGE,
  ...CHAIRS,
].filter((entry): entry is CatalogueEntry => entry !== undefined);
