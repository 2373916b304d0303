import { formatRupees, type Product } from '@sheesham/shared';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { useCart } from '@/features/cart/cart-context';
import { buttonWith, byTestId, clickAndSettle, settle, waitFor } from '@/testing/dom';
import { fakeApi, type SessionScenario } from '@/testing/fake-api';
import { aProduct, CUSTOMER } from '@/testing/fixtures';
import { currentLocation, render, resetTestState, storedCart } from '@/testing/render';
import { usePurchase } from '../hooks/use-purchase';
import { ProductPurchase } from './product-purchase';
import { StickyPurchaseBar } from './sticky-purchase-bar';

afterEach(resetTestState);

const bed = aProduct();
let cartCount = 0;
function CartCount() {
  cartCount = useCart().itemCount;
  return null;
}

/** The product page's pair: the main block and the phone's sticky bar, sharing one purchase. */
function Purchase({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  const mainButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ProductPurchase product={product} purchase={purchase} buttonRef={mainButton} />
      <StickyPurchaseBar product={product} purchase={purchase} watch={mainButton} />
    </>
  );
}

async function renderPurchase(session: SessionScenario, product = bed) {
  fakeApi({}, { session });
  render(
    <>
      <Purchase product={product} />
      <CartCount />
    </>,
    { initialEntries: [`/product/${bed._id}`] },
  );
  await settle();
  return buttonWith('Add to Cart');
}

/** The sticky bar's own Add to Cart (the second button of that name on the page). */
function barButton(): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(
    'section[aria-label="Quick add to cart"] button',
  );
  if (!button) throw new Error('no sticky bar');
  return button;
}

describe('ProductPurchase: Add to Cart and the session (SPEC §6)', () => {
  it('waits while the session is being checked: the button is disabled and adds nothing', async () => {
    const addToCart = await renderPurchase('pending');
    expect(addToCart.disabled).toBe(true);

    await clickAndSettle(addToCart);

    expect(cartCount).toBe(0);
    expect(currentLocation()).toBe(`/product/${bed._id}`);
    expect(currentToast()).toBeNull();
  });

  it('sends a signed-out visitor to sign in with a neutral notice, adding nothing', async () => {
    const addToCart = await renderPurchase('signed-out');
    expect(addToCart.disabled).toBe(false);

    await clickAndSettle(addToCart);

    expect(currentToast()).toMatchObject({
      variant: 'info',
      title: 'Sign in required',
      description: 'Please sign in to add items to your cart.',
    });
    expect(currentLocation()).toBe('/auth');
    expect(storedCart()).toEqual([]);
  });

  it('adds the product for a signed-in customer', async () => {
    const addToCart = await renderPurchase(CUSTOMER);
    await waitFor(() => expect(addToCart.disabled).toBe(false));

    await clickAndSettle(addToCart);

    expect(cartCount).toBe(1);
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'Added to cart' });
  });

  it('adds nothing and says so once the cart holds all the stock', async () => {
    const lastTwo = aProduct({ stock: 2 });
    const addToCart = await renderPurchase(CUSTOMER, lastTwo);
    await waitFor(() => expect(addToCart.disabled).toBe(false));

    await clickAndSettle(addToCart);
    await clickAndSettle(addToCart);
    expect(cartCount).toBe(2);
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'Added to cart' });

    await clickAndSettle(addToCart);
    expect(cartCount).toBe(2);
    expect(currentToast()).toMatchObject({
      variant: 'info',
      title: 'Only 2 in stock',
      description: `Your cart already holds all the ${lastTwo.name} we have.`,
    });
  });
});

describe('ProductPurchase: the Add to Cart that sent the shopper to sign in', () => {
  let historyState: unknown;
  function StateProbe() {
    historyState = useLocation().state;
    return null;
  }

  async function backFromSignIn(state: unknown, product = bed) {
    fakeApi({}, { session: CUSTOMER });
    render(
      <>
        <Purchase product={product} />
        <CartCount />
        <StateProbe />
      </>,
      { initialEntries: [{ pathname: `/product/${product._id}`, state }] },
    );
    await settle();
  }

  it('hands the piece and its set choice to /auth', async () => {
    fakeApi({}, { session: 'signed-out' });
    render(
      <>
        <Purchase product={bed} />
        <StateProbe />
      </>,
      { initialEntries: [`/product/${bed._id}`] },
    );
    await settle();
    await clickAndSettle(
      document.querySelector<HTMLButtonElement>('[role="checkbox"]') as HTMLButtonElement,
    );
    await clickAndSettle(buttonWith('Add to Cart'));

    expect(currentLocation()).toBe('/auth');
    expect(historyState).toEqual({
      from: `/product/${bed._id}`,
      addToCart: { productId: bed._id, selectedSet: true },
    });
  });

  it('adds the piece with its Complete Set choice once signed in, once', async () => {
    expect(bed.set_price).not.toBeNull();
    await backFromSignIn({
      from: `/product/${bed._id}`,
      addToCart: { productId: bed._id, selectedSet: true },
    });

    await waitFor(() => expect(cartCount).toBe(1));
    expect(storedCart()).toMatchObject([{ id: bed._id, quantity: 1, selectedSet: true }]);
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'Added to cart' });
    // The history entry no longer carries it: a reload or Back and Forward adds nothing more.
    expect(historyState).toBeNull();
    await settle();
    expect(cartCount).toBe(1);
  });

  it('ignores a pending add for another product', async () => {
    await backFromSignIn({ addToCart: { productId: 'another-product', selectedSet: false } });
    expect(cartCount).toBe(0);
    expect(currentToast()).toBeNull();
  });
});

describe('StickyPurchaseBar: the same Add to Cart as the main button', () => {
  it('adds the complete set when the set is ticked, at the set price', async () => {
    await renderPurchase(CUSTOMER);
    await waitFor(() => expect(barButton().disabled).toBe(false));
    const bar = barButton().closest('section');
    expect(bar?.textContent).toContain(formatRupees(bed.price));

    await clickAndSettle(
      document.querySelector<HTMLElement>('button[role="checkbox"]') as HTMLElement,
    );
    expect(bar?.textContent).toContain(`${formatRupees(bed.set_price as number)} · Complete set`);
    await clickAndSettle(barButton());

    expect(storedCart()).toMatchObject([{ id: bed._id, selectedSet: true, quantity: 1 }]);
    expect(currentToast()).toMatchObject({ variant: 'success', title: 'Added to cart' });
  });

  it('waits for the session and refuses a sold-out piece, as the main button does', async () => {
    await renderPurchase('pending');
    expect(barButton().disabled).toBe(true);
    resetTestState();
    await renderPurchase(CUSTOMER, aProduct({ stock: 0 }));
    expect(barButton().disabled).toBe(true);
    expect(buttonWith('Add to Cart').disabled).toBe(true);
  });

  it('stays hidden while the main button has not scrolled out of view', async () => {
    await renderPurchase(CUSTOMER);
    const bar = barButton().closest('section');
    expect(bar?.getAttribute('data-state')).toBe('hidden');
    expect(bar?.className).toContain('invisible');
  });
});

describe('ProductPurchase: MRP, EMI and what the Complete Set adds (issue #29)', () => {
  const sofa = aProduct({
    price: 38_999,
    mrp: 52_000,
    set_price: 62_999,
    set_description: '2 matching armchairs, 3+1+1',
    set_items_price: 29_998,
  });
  const priceBlock = () => byTestId('product-price');
  const setBox = () => document.querySelector('button[role="checkbox"]') as HTMLElement;

  it('shows the MRP and the percentage off beside the price, outside the price itself', async () => {
    await renderPurchase(CUSTOMER, sofa);
    expect(priceBlock().textContent).toBe('₹38,999');
    const mrp = priceBlock().parentElement?.querySelector('s');
    expect(mrp?.textContent).toBe('MRP ₹52,000');
    expect(priceBlock().parentElement?.textContent).toContain('25% off');
  });

  it('says what the set adds and saves, and what the struck price means once it is chosen', async () => {
    await renderPurchase(CUSTOMER, sofa);
    expect(byTestId('set-adds').textContent).toBe('+₹24,000 for 2 matching armchairs, 3+1+1');
    expect(byTestId('set-saves').textContent).toBe('You save ₹5,998 on buying them separately');
    const described = setBox().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Save more by buying the complete set',
      '+₹24,000 for 2 matching armchairs, 3+1+1You save ₹5,998 on buying them separately',
    ]);

    await clickAndSettle(setBox());
    // SPEC §2: the regular price struck through, and now the words say it is the piece alone.
    expect(priceBlock().textContent).toBe('₹62,999Regular price ₹38,999for the piece alone');
    // The MRP is the piece's, so it goes while the set is chosen.
    expect(priceBlock().parentElement?.textContent).not.toContain('MRP');
  });

  it('says only what the set costs over the piece when the shop wrote no more', async () => {
    const plain = aProduct({ price: 45_000, set_price: 62_000 });
    await renderPurchase(CUSTOMER, plain);
    expect(byTestId('set-adds').textContent).toBe('+₹17,000 over the piece alone');
    expect(document.querySelector('[data-testid="set-saves"]')).toBeNull();
  });

  it('offers EMI for the price chosen, and opens the plans in a dialog loaded on demand', async () => {
    await renderPurchase(CUSTOMER, sofa);
    expect(byTestId('emi-from').textContent).toContain('No-cost EMI from ₹6,500/month');
    await clickAndSettle(setBox());
    // ₹62,999 ÷ 6 = ₹10,499.83 → ₹10,500.
    expect(byTestId('emi-from').textContent).toContain('No-cost EMI from ₹10,500/month');

    await clickAndSettle(buttonWith('View EMI plans'));
    const table = await waitFor(() => byTestId('emi-plans'));
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(['3 monthsNo-cost EMI', '₹21,000', '₹0', '₹62,999']);
    expect(rows[1]).toEqual(['6 monthsNo-cost EMI', '₹10,500', '₹0', '₹62,999']);
    expect(rows.map((row) => row[0])).toEqual([
      '3 monthsNo-cost EMI',
      '6 monthsNo-cost EMI',
      '9 months15% a year',
      '12 months15% a year',
      '18 months16% a year',
      '24 months16% a year',
    ]);
    // 12 months at 15 %: ₹5,686.13… → ₹5,687 a month, ₹68,244 in all.
    expect(rows[3]).toEqual(['12 months15% a year', '₹5,687', '₹5,245', '₹68,244']);
  });

  it('offers no EMI below the minimum price', async () => {
    await renderPurchase(CUSTOMER, aProduct({ price: 4_999, has_set_option: false }));
    expect(document.querySelector('[data-testid="emi-from"]')).toBeNull();
  });
});
