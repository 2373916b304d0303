import type { Product } from '@sheesham/shared';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, click, clickAndSettle, settle, text, typeInto, waitFor } from '@/testing/dom';
import type { Reply } from '@/testing/fake-api';
import { aProduct } from '@/testing/fixtures';
import { currentLocation, render, resetTestState } from '@/testing/render';
import { InventoryView } from './inventory-view';
import { fakeInventoryApi, listQueries, pageOf } from './testing/fake-inventory-api';
import { fillValidProduct, formControl } from './testing/fill-product-form';

const plenty = aProduct({
  _id: 'p-bed',
  name: 'Jaisalmer King Bed',
  brand: 'Sheesham Works',
  price: 45000,
  set_price: 62000,
  has_set_option: true,
  image: '/media/products/bed-1.webp',
  category: 'beds',
  product_rating: 4.6,
  stock: 25,
  stock_threshold: 10,
});
const low = aProduct({
  _id: 'p-table',
  name: 'Udaipur Dining Table',
  brand: 'Kaveri Living',
  price: 38500,
  set_price: null,
  has_set_option: false,
  image: '/media/products/table-1.webp',
  images: ['/media/products/table-1.webp'],
  category: 'dining',
  product_rating: 4,
  stock: 3,
  stock_threshold: 10,
});
const out = aProduct({
  _id: 'p-recliner',
  name: 'Jodhpur Recliner',
  category: 'recliners',
  stock: 0,
  stock_threshold: 5,
});

const rowOf = (name: string) => {
  const row = [...document.querySelectorAll('tbody tr')].find((tr) =>
    tr.querySelector('th')?.textContent?.includes(name),
  );
  if (!(row instanceof HTMLTableRowElement)) throw new Error(`no row for ${name}`);
  return row;
};
const cells = (row: HTMLTableRowElement) =>
  [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim());
const labelled = (label: string) => {
  const found = document.querySelector(`[aria-label="${label}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`nothing labelled ${label}`);
  return found;
};
const searchBox = () => labelled('Search products') as HTMLInputElement;
/** Resizes happy-dom's window (the test environment's own API), so media queries follow. */
const setViewport = (width: number, height: number) =>
  act(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height }));
interface HappyDomWindow {
  happyDOM: { setViewport: (size: { width: number; height: number }) => void };
}

/** Picks an option the way a browser does: the new value, then a change event. */
const choose = (select: HTMLElement, value: string) =>
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });

function showInventory(path = '/admin/inventory') {
  render(<InventoryView />, { initialEntries: [path] });
}

afterEach(resetTestState);

describe('InventoryView list', () => {
  it("shows the spec's columns plus Stock, with worded low- and out-of-stock markers", async () => {
    fakeInventoryApi(() => pageOf([plenty, low, out]));
    showInventory();
    await waitFor(() => expect(text()).toContain('Jaisalmer King Bed'));

    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Image',
      'Name',
      'Brand',
      'Price',
      'Category',
      'Stock',
      'Rating',
      'Actions',
    ]);
    expect(cells(rowOf('Jaisalmer King Bed')).slice(1, 7)).toEqual([
      // Brand and category also sit under the name, shown when the table is too narrow for them.
      'Jaisalmer King BedSheesham Works · Beds',
      'Sheesham Works',
      '₹45,000Set ₹62,000',
      'Beds',
      '25',
      '4.6 out of 5',
    ]);
    expect(cells(rowOf('Udaipur Dining Table')).slice(3, 6)).toEqual([
      '₹38,500',
      'Dining Sets',
      '3Low stock',
    ]);
    expect(cells(rowOf('Jodhpur Recliner'))[5]).toBe('0Out of stock');
    expect(text().match(/Low stock(?! only)/g)).toHaveLength(1);

    const image = rowOf('Udaipur Dining Table').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/products/table-1-320.webp');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(labelled('Edit Udaipur Dining Table').tagName).toBe('BUTTON');
    expect(labelled('Delete Udaipur Dining Table').tagName).toBe('BUTTON');
    expect(text()).toContain('Showing 1–3 of 3 products');
  });

  it('asks the server for the first page sorted by name', async () => {
    const calls = fakeInventoryApi(() => pageOf([plenty]));
    showInventory();
    await waitFor(() => expect(text()).toContain('Jaisalmer King Bed'));
    expect(listQueries(calls)).toEqual(['sort=name&limit=20&offset=0']);
  });

  it('searches on the server after a pause in typing, and keeps the search in the URL', async () => {
    const calls = fakeInventoryApi((query) => pageOf(query.get('q') ? [low] : [plenty, low]));
    showInventory();
    await waitFor(() => expect(text()).toContain('Jaisalmer King Bed'));

    typeInto(searchBox(), 'uda');
    typeInto(searchBox(), 'udaipur');
    await settle();
    expect(listQueries(calls)).toHaveLength(1);
    await waitFor(() => expect(text()).not.toContain('Jaisalmer King Bed'));
    expect(listQueries(calls)).toEqual([
      'sort=name&limit=20&offset=0',
      'q=udaipur&sort=name&limit=20&offset=0',
    ]);
    expect(currentLocation()).toBe('/admin/inventory?q=udaipur');
  });

  it('sends category, low stock and sort, and starts again from page 1', async () => {
    const calls = fakeInventoryApi(() => pageOf([low], 45));
    showInventory('/admin/inventory?page=2');
    await waitFor(() => expect(text()).toContain('Page 2 of 3'));

    choose(labelled('Category'), 'recliners');
    await settle();
    expect(listQueries(calls).at(-1)).toBe('category=recliners&sort=name&limit=20&offset=0');

    click(buttonNamed('Low stock only'));
    await settle();
    expect(buttonNamed('Low stock only').getAttribute('aria-pressed')).toBe('true');

    choose(labelled('Sort by'), 'stock_asc');
    await settle();
    expect(listQueries(calls).at(-1)).toBe(
      'category=recliners&low_stock=true&sort=stock_asc&limit=20&offset=0',
    );
    expect(currentLocation()).toBe(
      '/admin/inventory?category=recliners&low_stock=true&sort=stock_asc',
    );
  });

  it('pages with Previous/Next (offset in the request, page in the URL) without blanking', async () => {
    let release: (reply: Reply) => void = () => {};
    const calls = fakeInventoryApi((query) =>
      query.get('offset') === '0'
        ? pageOf([plenty], 45)
        : new Promise<Reply>((resolve) => {
            release = resolve;
          }),
    );
    showInventory();
    await waitFor(() => expect(text()).toContain('Page 1 of 3'));
    expect(buttonNamed('Previous').disabled).toBe(true);

    click(buttonNamed('Next'));
    await settle();
    expect(listQueries(calls).at(-1)).toBe('sort=name&limit=20&offset=20');
    expect(currentLocation()).toBe('/admin/inventory?page=2');
    // While page 2 loads, page 1 stays on screen (no skeleton, no empty state).
    expect(rowOf('Jaisalmer King Bed')).toBeTruthy();
    expect(text()).toContain('Showing 1–1 of 45 products');

    release(pageOf([low], 45));
    await waitFor(() => expect(text()).toContain('Showing 21–21 of 45 products'));
    expect(text()).toContain('Page 2 of 3');
    expect(text()).not.toContain('Jaisalmer King Bed');
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    const calls = fakeInventoryApi((query) =>
      query.get('offset') === '40' ? pageOf([out], 45) : pageOf([], 45),
    );
    showInventory('/admin/inventory?page=9');
    await waitFor(() => expect(text()).toContain('Jodhpur Recliner'));
    expect(listQueries(calls)).toEqual([
      'sort=name&limit=20&offset=160',
      'sort=name&limit=20&offset=40',
    ]);
    expect(currentLocation()).toBe('/admin/inventory?page=3');
  });

  it('reads search, filters, sort and page from the URL, so a reload shows the same page', async () => {
    const calls = fakeInventoryApi(() => pageOf([out], 60));
    showInventory(
      '/admin/inventory?q=jodhpur&category=office&low_stock=true&sort=price_desc&page=3',
    );
    await waitFor(() => expect(text()).toContain('Jodhpur Recliner'));
    expect(listQueries(calls)).toEqual([
      'q=jodhpur&category=recliners&low_stock=true&sort=price_desc&limit=20&offset=40',
    ]);
    expect(searchBox().value).toBe('jodhpur');
    expect((labelled('Category') as HTMLSelectElement).value).toBe('recliners');
    expect((labelled('Sort by') as HTMLSelectElement).value).toBe('price_desc');
    expect(text()).toContain('Page 3 of 3');
  });

  it("toasts 'Error' / 'Failed to fetch products' when the list cannot be loaded", async () => {
    fakeInventoryApi(() => ({
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong' } },
    }));
    showInventory();
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to fetch products'));
    expect(currentToast()?.title).toBe('Error');
    expect(currentToast()?.variant).toBe('destructive');
    expect(buttonNamed('Try again')).toBeTruthy();
  });

  it('says when a search finds nothing, and Clear filters goes back to everything', async () => {
    const calls = fakeInventoryApi((query) => pageOf(query.get('q') ? [] : [plenty]));
    showInventory('/admin/inventory?q=teak');
    await waitFor(() => expect(text()).toContain('No products found'));
    click(buttonNamed('Clear filters'));
    await waitFor(() => expect(text()).toContain('Jaisalmer King Bed'));
    expect(listQueries(calls).at(-1)).toBe('sort=name&limit=20&offset=0');
    expect(currentLocation()).toBe('/admin/inventory');
  });

  it('shows cards instead of the table below 768 px', async () => {
    setViewport(390, 844);
    try {
      fakeInventoryApi(() => pageOf([plenty, low]));
      showInventory();
      await waitFor(() => expect(text()).toContain('Udaipur Dining Table'));
      expect(document.querySelector('table')).toBeNull();
      const cards = [...document.querySelectorAll('li')].map((li) => li.textContent);
      expect(cards).toHaveLength(2);
      expect(cards[1]).toContain('Low stock');
      expect(labelled('Edit Udaipur Dining Table').tagName).toBe('BUTTON');
    } finally {
      setViewport(1024, 768);
    }
  });
});

describe('InventoryView add and edit', () => {
  it('Add Product opens an empty form; a saved product reloads the list', async () => {
    const calls = fakeInventoryApi(() => pageOf([plenty]), {
      'POST /api/products': () => ({ status: 201, body: aProduct({ _id: 'new', name: 'Sofa' }) }),
    });
    showInventory();
    await waitFor(() => expect(text()).toContain(plenty.name));
    click(buttonNamed('Add Product'));
    const form = document.querySelector('[role="dialog"]');
    expect(form?.querySelector('h2')?.textContent).toBe('Add Product');
    expect(formControl('product-name').value).toBe('');
    expect(formControl('product-stock-threshold').value).toBe('10');

    fillValidProduct();
    await clickAndSettle(buttonNamed('Add Product', form ?? document));
    await waitFor(() => expect(currentToast()?.title).toBe('Product added successfully'));
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('Edit opens the form filled with that product; closing returns focus to its Edit button', async () => {
    fakeInventoryApi(() => pageOf([plenty, low]));
    showInventory();
    await waitFor(() => expect(text()).toContain(low.name));
    const edit = labelled(`Edit ${low.name}`);
    click(edit);
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Edit Product');
    expect(formControl('product-name').value).toBe(low.name);
    expect(formControl('product-price').value).toBe('38500');
    expect(formControl('product-category').value).toBe('dining');

    click(buttonNamed('Cancel'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });
});

describe('InventoryView delete', () => {
  const deleteRoute = (reply: Reply) => ({ [`DELETE /api/products/${low._id}`]: () => reply });

  async function confirmDelete(product: Product) {
    await waitFor(() => expect(text()).toContain(product.name));
    click(labelled(`Delete ${product.name}`));
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('Are you sure you want to delete this product?');
    expect(dialog?.textContent).toContain(product.name);
    await clickAndSettle(buttonNamed('Delete'));
  }

  it('asks first, then sends DELETE, toasts and reloads the list', async () => {
    const calls = fakeInventoryApi(
      () => pageOf([plenty, low]),
      deleteRoute({ status: 200, body: { id: low._id, outcome: 'deleted' } }),
    );
    showInventory();
    await confirmDelete(low);
    await waitFor(() => expect(currentToast()?.title).toBe('Product deleted successfully'));
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(1);
    expect(calls.find((call) => call.key.startsWith('DELETE'))?.key).toBe(
      `DELETE /api/products/${low._id}`,
    );
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('Cancel sends nothing', async () => {
    const calls = fakeInventoryApi(() => pageOf([low]));
    showInventory();
    await waitFor(() => expect(text()).toContain(low.name));
    click(labelled(`Delete ${low.name}`));
    click(buttonNamed('Cancel'));
    await settle();
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
  });

  it('says an archived product was kept for the orders that contain it', async () => {
    fakeInventoryApi(
      () => pageOf([low]),
      deleteRoute({ status: 200, body: { id: low._id, outcome: 'archived' } }),
    );
    showInventory();
    await confirmDelete(low);
    await waitFor(() => expect(currentToast()?.title).toBe('Product deleted successfully'));
    expect(currentToast()?.description).toContain('archived');
    expect(currentToast()?.description).toContain('order history keeps it');
  });

  it("toasts 'Failed to delete product' when the server refuses", async () => {
    fakeInventoryApi(
      () => pageOf([low]),
      deleteRoute({ status: 500, body: { error: { code: 'internal', message: 'Boom' } } }),
    );
    showInventory();
    await confirmDelete(low);
    await waitFor(() => expect(currentToast()?.description).toBe('Failed to delete product'));
    expect(currentToast()?.variant).toBe('destructive');
  });
});
