import BEDS from './beds.json' with { type: 'json' };
import CHAIRS from './chairs.json' with { type: 'json' };
import DINING from './dining.json' with { type: 'json' };
import RECLINERS from './recliners.json' with { type: 'json' };
import SOFAS from './sofas.json' with { type: 'json' };
import STORAGE from './storage.json' with { type: 'json' };
import { type CatalogueEntry, catalogueEntrySchema } from './types.ts';

/** One category's data file: fields its products share, then the products. */
interface CategoryFile {
  defaults: object;
  products: readonly object[];
}

/** A data file's products with its defaults, checked against the schema (a typo fails loudly). */
function entries(file: CategoryFile): CatalogueEntry[] {
  return file.products.map((product) =>
    catalogueEntrySchema.parse({ ...file.defaults, ...product }),
  );
}

const [firstBed, ...beds] = entries(BEDS);
const [firstSofa, ...sofas] = entries(SOFAS);
const [firstDining, ...dining] = entries(DINING);

/** The demo catalogue, in the order the shop lists it (the home page features the first three). */
export const CATALOGUE: readonly CatalogueEntry[] = [
  firstBed,
  firstSofa,
  firstDining,
  ...beds,
  ...sofas,
  ...entries(RECLINERS),
  ...dining,
  ...entries(STORAGE),
  ...entries(CHAIRS),
].filter((entry): entry is CatalogueEntry => entry !== undefined);
