import { CATEGORIES } from '@sheesham/shared';

/** Value of the "All Categories" radio; never sent to the API. */
export const ALL_CATEGORIES = 'all';

/**
 * The category radio as SPEC §2 lists it. SPEC §9 keeps the filter panel's own spelling of
 * Recliners ('recliner'); the server normalizes every spelling to the stored one.
 */
export const CATEGORY_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: ALL_CATEGORIES, label: 'All Categories' },
  ...CATEGORIES.map((c) => ({
    value: c.value === 'recliners' ? 'recliner' : c.value,
    label: c.label,
  })),
];

export const PRODUCTS_PAGE_SIZE = 24;
