import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { useCart } from '@/features/cart/cart-context';
import { buttonWith, clickAndSettle, settle, waitFor } from '@/testing/dom';
import { fakeApi, type SessionScenario } from '@/testing/fake-api';
import { aProduct, CUSTOMER } from '@/testing/fixtures';
import { currentLocation, render, resetTestState, storedCart } from '@/testing/render';
import { ProductPurchase } from './product-purchase';

afterEach(resetTestState);

const bed = aProduct();
let cartCount = 0;
function CartCount() {
  cartCount = useCart().itemCount;
  return null;
}

async function renderPurchase(session: SessionScenario, product = bed) {
  fakeApi({}, { session });
  render(
    <>
      <ProductPurchase product={product} />
      <CartCount />
    </>,
    { initialEntries: [`/product/${bed._id}`] },
  );
  await settle();
  return buttonWith('Add to Cart');
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
