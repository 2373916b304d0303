import {
  BRANDS,
  MATERIALS,
  SORT_OPTIONS,
  type SortOption,
  STORAGE_OPTIONS,
} from '@sheesham/shared';
import { useId } from 'react';
import { CheckboxList } from './checkbox-list';
import { CATEGORY_FILTER_OPTIONS } from './filter-options';
import { FilterSection } from './filter-section';
import { PriceFilter } from './price-filter';
import { RadioList } from './radio-list';
import { SearchBox } from './search-box';
import { type CatalogFilters, toggleListValue } from './url-state';
import type { FiltersUpdate } from './use-catalog-filters';

/** Every control of the listing's filter panel; the sidebar (lg+) and the drawer both render it. */
export function FilterPanel({
  filters,
  onChange,
  showSearch = true,
}: {
  filters: CatalogFilters;
  onChange: (update: FiltersUpdate) => void;
  /** Small screens show the search box above the grid instead. */
  showSearch?: boolean;
}) {
  const id = useId();
  const heading = (name: string) => `${id}-${name}`;
  const checkboxSection = (
    key: 'material' | 'storage' | 'brand',
    title: string,
    options: readonly string[],
  ) => (
    <FilterSection id={heading(key)} title={title}>
      <CheckboxList
        labelledBy={heading(key)}
        options={options}
        selected={filters[key]}
        onToggle={(value, checked) => onChange((f) => toggleListValue(f, key, value, checked))}
      />
    </FilterSection>
  );

  return (
    <div>
      {showSearch && (
        <FilterSection id={heading('search')} title="Search">
          <SearchBox value={filters.q} onCommit={(q) => onChange((f) => ({ ...f, q }))} />
        </FilterSection>
      )}
      <FilterSection id={heading('category')} title="Category">
        <RadioList
          labelledBy={heading('category')}
          name="category"
          options={CATEGORY_FILTER_OPTIONS}
          value={filters.category}
          onChange={(category) => onChange((f) => ({ ...f, category }))}
        />
      </FilterSection>
      <FilterSection id={heading('price')} title="Price range">
        <PriceFilter
          value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
          onCommit={(bounds) => onChange((f) => ({ ...f, ...bounds }))}
        />
      </FilterSection>
      {checkboxSection('material', 'Material', MATERIALS)}
      {checkboxSection('storage', 'Storage', STORAGE_OPTIONS)}
      {checkboxSection('brand', 'Brand', BRANDS)}
      <FilterSection id={heading('sort')} title="Sort by">
        <RadioList
          labelledBy={heading('sort')}
          name="sort"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(sort) => onChange((f) => ({ ...f, sort: sort as SortOption }))}
        />
      </FilterSection>
    </div>
  );
}
