import { describe, expect, it } from 'vitest';
import {
  activeFilterChips,
  type CatalogFilters,
  clearedFilters,
  DEFAULT_FILTERS,
  filtersAppliedLabel,
  parseFilters,
  serializeFilters,
  sortOptionsFor,
  toggleListValue,
  toProductQuery,
  withSearchTerm,
} from './url-state';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const withFilters = (patch: Partial<CatalogFilters>): CatalogFilters => ({
  ...DEFAULT_FILTERS,
  ...patch,
});

describe('parseFilters', () => {
  it('gives the defaults for an empty query: all categories, sorted by name', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS.category).toBe('all');
    expect(DEFAULT_FILTERS.sort).toBe('name');
  });

  it('reads every filter', () => {
    expect(
      parse(
        'q=teak&category=beds&material=Solid+Wood&material=Metal&storage=Drawer+Storage' +
          '&brand=Teakline&min_price=25000&max_price=50000&sort=price_desc',
      ),
    ).toEqual({
      q: 'teak',
      category: 'beds',
      material: ['Solid Wood', 'Metal'],
      storage: ['Drawer Storage'],
      brand: ['Teakline'],
      minPrice: '25000',
      maxPrice: '50000',
      sort: 'price_desc',
    });
  });

  it('accepts comma-separated lists and keeps the panel order without duplicates', () => {
    expect(parse('material=Metal,Solid Wood&material=Metal').material).toEqual([
      'Solid Wood',
      'Metal',
    ]);
  });

  it('maps every spelling of Recliners to the filter panel value "recliner"', () => {
    expect(parse('category=recliner').category).toBe('recliner');
    expect(parse('category=recliners').category).toBe('recliner');
    expect(parse('category=office').category).toBe('recliner');
    expect(parse('category=Dining Sets').category).toBe('dining');
  });

  it('drops values the panel does not offer', () => {
    const filters = parse(
      'category=spaceships&material=Cheese&brand=Acme&storage=Attic&sort=random&min_price=abc&max_price=-5',
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('normalizes price bounds to whole rupees', () => {
    expect(parse('min_price=007500').minPrice).toBe('7500');
    expect(parse('max_price=12.5').maxPrice).toBe('');
  });
});

describe('serializeFilters', () => {
  it('leaves defaults out of the URL', () => {
    expect(serializeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the query string', () => {
    const filters = withFilters({
      q: 'sofa bed',
      category: 'recliner',
      material: ['Premium Leather', 'Fabric & Solid Wood'],
      storage: ['Yes - Under bed storage'],
      brand: ['Nest & Nook', 'Teakline'],
      minPrice: '',
      maxPrice: '80000',
      sort: 'rating',
    });
    const query = serializeFilters(filters).toString();
    expect(parseFilters(new URLSearchParams(query))).toEqual(filters);
    expect(query).toContain('category=recliner');
    expect(query).toContain('brand=Nest+%26+Nook&brand=Teakline');
  });
});

describe('toProductQuery', () => {
  it('always sends the sort, nothing else by default', () => {
    expect(toProductQuery(DEFAULT_FILTERS)).toEqual({ sort: 'name' });
  });

  it('sends the panel value of the category as is', () => {
    expect(toProductQuery(withFilters({ category: 'recliner' })).category).toBe('recliner');
  });

  it('resolves an empty min to 0 and an empty max to 100000 when the price filter is active', () => {
    expect(toProductQuery(withFilters({ maxPrice: '25000' }))).toMatchObject({
      min_price: 0,
      max_price: 25000,
    });
    expect(toProductQuery(withFilters({ minPrice: '50000' }))).toMatchObject({
      min_price: 50000,
      max_price: 100000,
    });
  });

  it('does not send price bounds that equal the default range', () => {
    const query = toProductQuery(withFilters({ minPrice: '0', maxPrice: '100000' }));
    expect(query).not.toHaveProperty('min_price');
    expect(query).not.toHaveProperty('max_price');
  });

  it('sends lists and a trimmed search term', () => {
    expect(
      toProductQuery(
        withFilters({ q: '  oak ', sort: 'relevance', material: ['Metal'], brand: ['Teakline'] }),
      ),
    ).toEqual({ q: 'oak', material: ['Metal'], brand: ['Teakline'] });
  });

  it('sends no sort for Best match, so the server ranks a search best match first', () => {
    expect(toProductQuery(withFilters({ q: 'sofa', sort: 'relevance' }))).toEqual({ q: 'sofa' });
    expect(toProductQuery(withFilters({ q: 'sofa', sort: 'name' }))).toEqual({
      q: 'sofa',
      sort: 'name',
    });
    expect(toProductQuery(withFilters({ q: 'sofa', sort: 'price_asc' }))).toEqual({
      q: 'sofa',
      sort: 'price_asc',
    });
    expect(toProductQuery(withFilters({}))).toEqual({ sort: 'name' });
  });
});

describe('Best match, the order of a search', () => {
  it('is the default only while there is a search term', () => {
    expect(parseFilters(new URLSearchParams('q=sofa')).sort).toBe('relevance');
    expect(parseFilters(new URLSearchParams('')).sort).toBe('name');
    expect(parseFilters(new URLSearchParams('sort=relevance')).sort).toBe('name');
    expect(parseFilters(new URLSearchParams('q=sofa&sort=name')).sort).toBe('name');
    expect(sortOptionsFor('sofa').map((o) => o.label)[0]).toBe('Best match');
    expect(sortOptionsFor('').map((o) => o.label)).not.toContain('Best match');
  });

  it('keeps defaults out of the URL and a chosen sort in it', () => {
    expect(serializeFilters(withFilters({ q: 'sofa', sort: 'relevance' })).toString()).toBe(
      'q=sofa',
    );
    expect(serializeFilters(withFilters({ q: 'sofa', sort: 'name' })).toString()).toBe(
      'q=sofa&sort=name',
    );
  });

  it('follows a new search term when the sort was only the default', () => {
    const browsing = withFilters({});
    expect(withSearchTerm(browsing, 'sofa').sort).toBe('relevance');
    expect(withSearchTerm(withFilters({ q: 'sofa', sort: 'relevance' }), '').sort).toBe('name');
    const chosen = withFilters({ q: 'sofa', sort: 'price_asc' });
    expect(withSearchTerm(chosen, 'bed').sort).toBe('price_asc');
    expect(withSearchTerm(chosen, '').sort).toBe('price_asc');
  });
});

describe('filter chips and the applied count', () => {
  it('counts nothing for the defaults, and sort is not a filter', () => {
    expect(activeFilterChips(DEFAULT_FILTERS)).toHaveLength(0);
    expect(activeFilterChips(withFilters({ sort: 'price_asc' }))).toHaveLength(0);
  });

  it('counts the search, the category, each checked value and the price range', () => {
    const filters = withFilters({
      q: 'oak',
      category: 'beds',
      material: ['Solid Wood', 'Metal'],
      storage: ['Open Storage'],
      brand: ['Teakline'],
      minPrice: '25000',
      maxPrice: '50000',
    });
    expect(activeFilterChips(filters)).toHaveLength(7);
    expect(activeFilterChips(filters).map((c) => c.label)).toEqual([
      '"oak"',
      'Beds',
      'Solid Wood',
      'Metal',
      'Open Storage',
      'Teakline',
      '₹25,000 – ₹50,000',
    ]);
  });

  it('labels the price chip with the resolved range', () => {
    const [chip] = activeFilterChips(withFilters({ minPrice: '50000' }));
    expect(chip?.label).toBe('₹50,000 – ₹1,00,000');
  });

  it('removes exactly one filter per chip', () => {
    const filters = withFilters({ category: 'sofas', material: ['Solid Wood', 'Metal'] });
    const chip = activeFilterChips(filters).find((c) => c.id === 'material:Solid Wood');
    expect(chip?.remove(filters)).toEqual(withFilters({ category: 'sofas', material: ['Metal'] }));
    const category = activeFilterChips(filters).find((c) => c.id === 'category');
    expect(category?.remove(filters).category).toBe('all');
  });

  it('removes a chip from the filters current at click time, keeping later changes', () => {
    const chip = activeFilterChips(withFilters({ brand: ['Teakline'] }))[0];
    const later = withFilters({ brand: ['Teakline'], q: 'typed meanwhile' });
    expect(chip?.remove(later)).toEqual(withFilters({ q: 'typed meanwhile' }));
  });

  it('words the badge as SPEC §2 does', () => {
    expect(filtersAppliedLabel(3)).toBe('3 filters applied');
  });
});

describe('editing filters', () => {
  it('Clear All resets everything, sort included', () => {
    expect(clearedFilters()).toEqual(DEFAULT_FILTERS);
  });

  it('toggles checkbox values in panel order', () => {
    const one = toggleListValue(DEFAULT_FILTERS, 'material', 'Metal', true);
    const two = toggleListValue(one, 'material', 'Engineered Wood', true);
    expect(two.material).toEqual(['Engineered Wood', 'Metal']);
    expect(toggleListValue(two, 'material', 'Metal', false).material).toEqual(['Engineered Wood']);
  });
});
