import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogFilters } from './url-state';
import { type FiltersUpdate, useCatalogFilters } from './use-catalog-filters';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let current: { filters: CatalogFilters; updateFilters: (u: FiltersUpdate) => void };

function Probe() {
  current = useCatalogFilters();
  return null;
}

function mount(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/products', element: <Probe /> },
      { path: '/product/:id', element: null },
    ],
    { initialEntries: [url] },
  );
  const container = document.createElement('div');
  root = createRoot(container);
  act(() => root?.render(<RouterProvider router={router} />));
  return router;
}

afterEach(() => {
  act(() => root?.unmount());
});

describe('useCatalogFilters', () => {
  it('reads the filters from the URL', () => {
    mount('/products?category=beds&material=Metal&sort=price_asc');
    expect(current.filters).toMatchObject({
      category: 'beds',
      material: ['Metal'],
      sort: 'price_asc',
    });
  });

  it('writes a change to the URL, replacing the history entry', async () => {
    const router = mount('/products');
    act(() => current.updateFilters((f) => ({ ...f, brand: ['Teakline'] })));
    expect(current.filters.brand).toEqual(['Teakline']);
    await act(async () => {});
    expect(router.state.location.search).toBe('?brand=Teakline');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(current.filters.brand).toEqual(['Teakline']);
  });

  it('builds each update on the newest filters, even before the URL has caught up', async () => {
    const router = mount('/products');
    act(() => {
      current.updateFilters((f) => ({ ...f, category: 'sofas' }));
      current.updateFilters((f) => ({ ...f, q: 'teak' }));
    });
    expect(current.filters).toMatchObject({ category: 'sofas', q: 'teak' });
    await act(async () => {});
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('sofas');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('teak');
  });

  it('follows the URL when it changes from elsewhere (Back to a shared link)', async () => {
    const router = mount('/products?category=beds');
    await act(async () => {
      await router.navigate('/products?category=chairs&max_price=20000');
    });
    expect(current.filters).toMatchObject({ category: 'chairs', maxPrice: '20000' });
  });
});
