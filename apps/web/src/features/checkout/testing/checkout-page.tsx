import type { CartItem } from '@sheesham/shared';
import { Route, Routes } from 'react-router';
import { Component as CheckoutRoute } from '@/app/routes/checkout';
import { byId, clickAndSettle, typeInto, waitFor } from '@/testing/dom';
import { render } from '@/testing/render';

/** Renders /checkout (with its guard) inside the app's providers, with `cart` in storage. */
export function renderCheckout(cart: CartItem[]) {
  render(
    <Routes>
      <Route path="/checkout" element={<CheckoutRoute />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/orders/:id/confirmation" element={<p>Confirmation page</p>} />
      <Route path="/auth" element={<p>Sign in page</p>} />
    </Routes>,
    { initialEntries: ['/checkout'], cart },
  );
}

/** The checkout form, once the session has loaded. */
export async function checkoutForm() {
  return waitFor(() => byId<HTMLInputElement>('checkout-pincode'));
}

export function fillDelivery(pincode = '302001', address = '12 Civil Lines, Jaipur') {
  typeInto(byId('checkout-pincode'), pincode);
  typeInto(byId('checkout-address'), address);
}

/** Picks the first day's morning once the slots of the typed pincode have loaded. */
export async function chooseFirstSlot() {
  const morning = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>(
      'input[name="delivery-slot"][value="morning"]',
    );
    if (!found) throw new Error('No slots yet');
    return found;
  });
  await clickAndSettle(morning);
}

/** The delivery fields filled in and a slot picked: a form ready to submit. */
export async function fillDeliveryAndSlot(pincode?: string, address?: string) {
  fillDelivery(pincode, address);
  await chooseFirstSlot();
}

export function placeOrderButton(): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>('[data-testid="place-order"]');
  if (!found) throw new Error('No place order button');
  return found;
}

/** Checkout with `cart`: the form filled in and the place order button pressed. */
export async function submitCheckout(cart: CartItem[]) {
  renderCheckout(cart);
  await checkoutForm();
  await fillDeliveryAndSlot();
  await clickAndSettle(placeOrderButton());
}
