import { BRANDS, MATERIALS, STORAGE_OPTIONS } from '@sheesham/shared';
import { useId } from 'react';
import { CheckboxList } from './checkbox-list';
import { CATEGORY_FILTER_OPTIONS } from './filter-options';
import { FilterSection } from './filter-section';
import { ListingSearchBox } from './listing-search-box';
import { PriceFilter } from './price-filter';
import { RadioList } from './radio-list';
import { type CatalogFilters, sortOptionsFor, toggleListValue, withSearchTerm } from './url-state';
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

  const radioSection = (
    key: 'category' | 'sort',
    title: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <FilterSection id={heading(key)} title={title}>
      <RadioList
        labelledBy={heading(key)}
        name={key}
        options={options}
        value={filters[key]}
        // Each list offers only valid values of its own key.
        onChange={(value) => onChange((f) => ({ ...f, [key]: value }) as CatalogFilters)}
      />
    </FilterSection>
  );

  return (
    <div>
      {showSearch && (
        <FilterSection id={heading('search')} title="Search">
          <ListingSearchBox
            value={filters.q}
            onCommit={(q) => onChange((f) => withSearchTerm(f, q))}
          />
        </FilterSection>
      )}
      {radioSection('category', 'Category', CATEGORY_FILTER_OPTIONS)}
      <FilterSection id={heading('price')} title="Price range">
        <PriceFilter
          value={{ minPrice: filters.minPrice, maxPrice: filters.maxPrice }}
          onCommit={(bounds) => onChange((f) => ({ ...f, ...bounds }))}
        />
      </FilterSection>
      {checkboxSection('material', 'Material', MATERIALS)}
      {checkboxSection('storage', 'Storage', STORAGE_OPTIONS)}
      {checkboxSection('brand', 'Brand', BRANDS)}
      {radioSection('sort', 'Sort by', sortOptionsFor(filters.q))}
    </div>
  );
}
