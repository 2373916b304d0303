import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonWith, byId, byTestId, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { bed, chair } from '@/testing/fixtures';
import { currentLocation, resetTestState } from '@/testing/render';
import { checkoutForm, placeOrderButton, renderCheckout } from '../testing/checkout-page';

afterEach(resetTestState);

describe('checkout states', () => {
  it('sends a signed-out visitor to sign in (the guard)', async () => {
    fakeApi({}, { session: 'signed-out' });
    renderCheckout([bed]);
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });

  it("says 'Your cart is empty' with a Browse Products button when there is nothing to buy", async () => {
    fakeApi({});
    renderCheckout([]);
    await waitFor(() => expect(text()).toContain('Your cart is empty'));
    const browse = [...document.querySelectorAll('a')].find(
      (a) => a.textContent === 'Browse Products',
    );
    expect(browse?.getAttribute('href')).toBe('/products');
    expect(document.querySelector('form')).toBeNull();
  });

  it("shows the account's name and e-mail read-only, and its phone ready to change", async () => {
    fakeApi({});
    renderCheckout([bed]);
    await checkoutForm();
    const name = byId<HTMLInputElement>('checkout-name');
    const email = byId<HTMLInputElement>('checkout-email');
    const phone = byId<HTMLInputElement>('checkout-phone');
    expect([name.value, email.value, phone.value]).toEqual([
      'Asha Verma',
      'asha@example.in',
      '+91 98290 12345',
    ]);
    expect([name.readOnly, email.readOnly, phone.readOnly]).toEqual([true, true, false]);
    expect(phone.required).toBe(true);
  });

  it("lists lines as 'qty x price' with the total and its note", async () => {
    fakeApi({});
    renderCheckout([bed, chair]);
    await checkoutForm();
    const lines = [...document.querySelectorAll('[data-testid="summary-line"]')].map(
      (line) => line.textContent,
    );
    expect(lines[0]).toContain('1 x ₹62,000');
    expect(lines[0]).toContain('Complete Set');
    expect(lines[1]).toContain('2 x ₹8,500');
    expect(lines[1]).toContain('₹17,000');
    expect(document.querySelector('[data-testid="checkout-total"]')?.textContent).toBe('₹79,000');
    expect(text()).toContain('Including all taxes and free delivery');
  });

  it('offers EMI on the total, with the plans a click away (issue #29)', async () => {
    fakeApi({});
    renderCheckout([bed, chair]);
    await checkoutForm();
    // ₹79,000 over 6 months at no cost: ₹13,166.67 → ₹13,167.
    const emi = document.querySelector('[data-testid="emi-from"]');
    expect(emi?.textContent).toBe('No-cost EMI from ₹13,167/monthView EMI plans');
    await clickAndSettle(buttonWith('View EMI plans'));
    const plans = await waitFor(() => byTestId('emi-plans'));
    expect(plans.querySelector('tbody tr')?.textContent).toBe(
      '3 monthsNo-cost EMI₹26,334₹0₹79,000',
    );
  });

  it('offers no EMI on a total below the minimum price', async () => {
    fakeApi({});
    renderCheckout([{ ...chair, quantity: 1 }]);
    await checkoutForm();
    expect(document.querySelector('[data-testid="emi-from"]')).toBeNull();
  });

  it('labels the button for the chosen payment method', async () => {
    fakeApi({});
    renderCheckout([bed, chair]);
    await checkoutForm();
    expect(text()).toContain('Pay when your order arrives');
    expect(text()).toContain('Pay securely with card/UPI/wallet');
    expect(placeOrderButton().textContent).toBe('Place Order - ₹79,000 (COD)');
    await clickAndSettle(byId('payment-gateway'));
    expect(placeOrderButton().textContent).toBe('Pay Now - ₹79,000');
    await clickAndSettle(byId('payment-cod'));
    expect(placeOrderButton().textContent).toBe('Place Order - ₹79,000 (COD)');
  });
});

describe('pincode', () => {
  const error = () => document.getElementById('checkout-pincode-error')?.textContent ?? null;

  it('keeps only digits, at most six, including from a paste with spaces', async () => {
    fakeApi({});
    renderCheckout([bed]);
    const pincode = await checkoutForm();
    typeInto(pincode, '3a0b2');
    expect(pincode.value).toBe('302');
    typeInto(pincode, '302 001 99');
    expect(pincode.value).toBe('302001');
    expect(pincode.inputMode).toBe('numeric');
  });

  it("says 'Invalid pincode' live once something invalid is typed, and nothing when valid", async () => {
    fakeApi({});
    renderCheckout([bed]);
    const pincode = await checkoutForm();
    expect(error()).toBeNull();
    typeInto(pincode, '0');
    expect(error()).toBe('Invalid pincode');
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    typeInto(pincode, '30200');
    expect(error()).toBe('Invalid pincode');
    typeInto(pincode, '302001');
    expect(error()).toBeNull();
    typeInto(pincode, '');
    expect(error()).toBeNull();
  });

  it("on submit says 'Invalid Indian pincode', scrolls to the field and focuses it", async () => {
    const calls = fakeApi({});
    renderCheckout([bed]);
    const pincode = await checkoutForm();
    const scrolled = vi.fn();
    pincode.scrollIntoView = scrolled;
    typeInto(byId('checkout-address'), '12 Civil Lines, Jaipur');
    typeInto(pincode, '012345');
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(error()).toBe('Invalid Indian pincode'));
    expect(document.activeElement).toBe(pincode);
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    // The next keystroke brings back the live message.
    typeInto(pincode, '01234');
    expect(error()).toBe('Invalid pincode');
    expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(false);
  });

  it('requires the address (focused when the pincode is fine); instructions are optional', async () => {
    fakeApi({});
    renderCheckout([bed]);
    const pincode = await checkoutForm();
    typeInto(pincode, '302001');
    await clickAndSettle(placeOrderButton());
    const address = byId<HTMLTextAreaElement>('checkout-address');
    await waitFor(() =>
      expect(document.getElementById('checkout-address-error')?.textContent).toBe(
        'Delivery address is required',
      ),
    );
    expect(document.activeElement).toBe(address);
    expect(document.getElementById('checkout-instructions-error')).toBeNull();
    expect(buttonWith('Place Order').disabled).toBe(false);
  });
});
