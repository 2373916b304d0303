/**
 * The product filters' vocabularies (materials, storage, brands, sort orders). Their own module
 * so the web's layout, which needs only the categories (catalog.ts), does not carry them onto
 * the home page: they load with the products listing.
 */
export const MATERIALS = [
  'Engineered Wood',
  'Solid Wood',
  'Metal',
  'Plastic',
  'Fabric',
  'Leather',
  'Glass',
  'Premium Leather',
  'Fabric & Solid Wood',
] as const;

export const STORAGE_OPTIONS = [
  'No Storage',
  'Yes - Under bed storage',
  'Drawer Storage',
  'Open Storage',
  'Cabinet Storage',
] as const;

/** The seven house and partner brands the shop stocks. */
export const BRANDS = [
  'Sheesham Originals',
  'Jodhpur Heritage',
  'Kaveri Living',
  'Urban Loom',
  'Nest & Nook',
  'Royal Rosewood',
  'Teakline',
] as const;

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'price_asc', label: 'Price (Low to High)' },
  { value: 'price_desc', label: 'Price (High to Low)' },
  { value: 'rating', label: 'Rating (High to Low)' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
