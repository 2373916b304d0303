import { afterEach, describe, expect, it } from 'vitest';
import { settle, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { aProduct } from '@/testing/fixtures';
import { render, resetTestState } from '@/testing/render';
import { RecentlyViewed } from './recently-viewed';
import { RECENTLY_VIEWED_KEY, readViewed, recordView } from './viewed-store';

afterEach(resetTestState);

const sofa = aProduct({ _id: 'sofa-1', name: 'Teak Sofa' });
const chair = aProduct({ _id: 'chair-1', name: 'Cane Chair' });
const bed = aProduct({ _id: 'bed-1', name: 'Arch Bed' });

function serveProducts(...products: ReturnType<typeof aProduct>[]) {
  return fakeApi(
    Object.fromEntries(
      products.map((product) => [
        `GET /api/products/${product._id}`,
        () => ({ status: 200, body: product }),
      ]),
    ),
  );
}

const shownNames = (container: HTMLElement) =>
  [...container.querySelectorAll('h3')].map((heading) => heading.textContent);

describe('RecentlyViewed', () => {
  it('shows the products viewed on this device, newest first, without the page’s own', async () => {
    serveProducts(sofa, chair, bed);
    recordView(bed._id);
    recordView(chair._id);
    recordView(sofa._id);
    const { container } = render(<RecentlyViewed excludeId={sofa._id} />);
    await waitFor(() => expect(shownNames(container)).toEqual([chair.name, bed.name]));
    expect(container.querySelector('h2')?.textContent).toBe('Recently viewed');
  });

  it('leaves out a product that is gone, and shows nothing for an empty list', async () => {
    const calls = serveProducts(chair);
    recordView('gone-1');
    recordView(chair._id);
    const { container } = render(<RecentlyViewed />);
    await waitFor(() => expect(shownNames(container)).toEqual([chair.name]));
    expect(calls.map((call) => call.key)).toContain('GET /api/products/gone-1');

    resetTestState();
    serveProducts();
    const empty = render(<RecentlyViewed />);
    await settle();
    expect(empty.container.innerHTML).toBe('');
  });

  it('reads a damaged store as empty', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readViewed()).toEqual([]);
    recordView(sofa._id);
    expect(readViewed()).toEqual([sofa._id]);
  });
});
