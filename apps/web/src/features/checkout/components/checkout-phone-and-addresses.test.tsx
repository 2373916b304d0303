import type { SavedAddress } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberPincode } from '@/features/delivery/remembered-pincode';
import { byId, click, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { bed, CUSTOMER } from '@/testing/fixtures';
import { currentLocation, resetTestState } from '@/testing/render';
import {
  checkoutForm,
  chooseFirstSlot,
  fillDelivery,
  fillDeliveryAndSlot,
  placeOrderButton,
  renderCheckout,
} from '../testing/checkout-page';

afterEach(resetTestState);

const created = { status: 201, body: { id: 'order-1', number: 1001 } };

const home: SavedAddress = {
  id: 'a1',
  label: 'Home',
  full_name: 'Asha Verma',
  phone: '+919829012345',
  address: '12 Civil Lines',
  pincode: '302001',
  district: 'Jaipur',
  state: 'Rajasthan',
  is_default: true,
};
const office: SavedAddress = {
  ...home,
  id: 'a2',
  label: 'Office',
  address: '9 Nariman Point',
  pincode: '400001',
  district: 'Mumbai',
  state: 'Maharashtra',
  is_default: false,
};

const places = {
  'GET /api/pincode-places/302001': () => ({
    status: 200,
    body: { pincode: '302001', district: 'Jaipur', state: 'Rajasthan' },
  }),
  'GET /api/pincode-places/400001': () => ({
    status: 200,
    body: { pincode: '400001', district: 'Mumbai', state: 'Maharashtra' },
  }),
};

describe('the phone at checkout (issue #26)', () => {
  it('asks for one when the account has none, focuses it, and sends nothing', async () => {
    const calls = fakeApi(
      { 'POST /api/orders': () => created },
      {
        session: { ...CUSTOMER, phone: null },
      },
    );
    renderCheckout([bed]);
    await checkoutForm();
    expect(byId<HTMLInputElement>('checkout-phone').value).toBe('');
    fillDelivery();
    await clickAndSettle(placeOrderButton());
    expect(text()).toContain('Phone number is required');
    expect(document.activeElement?.id).toBe('checkout-phone');
    expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(false);
  });

  it('sends the number typed, normalised, with the order', async () => {
    const calls = fakeApi(
      { 'POST /api/orders': () => created },
      { session: { ...CUSTOMER, phone: null } },
    );
    renderCheckout([bed]);
    await checkoutForm();
    typeInto(byId('checkout-phone'), '070000 12345');
    await fillDeliveryAndSlot();
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(currentLocation()).toBe('/orders/order-1/confirmation'));
    const order = calls.find((call) => call.key === 'POST /api/orders');
    expect(order?.body).toMatchObject({ phone: '+917000012345' });
  });
});

describe('saved addresses at checkout (issue #26)', () => {
  it('fills the default address and its city and state, and another when picked', async () => {
    const calls = fakeApi({
      'GET /api/auth/profile/addresses': () => ({ status: 200, body: [home, office] }),
      'POST /api/orders': () => created,
      ...places,
    });
    renderCheckout([bed]);
    await checkoutForm();
    await waitFor(() => expect(byId<HTMLInputElement>('checkout-pincode').value).toBe('302001'));
    expect(byId<HTMLTextAreaElement>('checkout-address').value).toBe('12 Civil Lines');
    await waitFor(() => expect(text()).toContain('Jaipur, Rajasthan'));

    click(byId('checkout-saved-address-a2'));
    await waitFor(() => expect(byId<HTMLInputElement>('checkout-pincode').value).toBe('400001'));
    expect(byId<HTMLTextAreaElement>('checkout-address').value).toBe('9 Nariman Point');
    await waitFor(() => expect(text()).toContain('Mumbai, Maharashtra'));

    // Back to the default (the one the demo zones deliver to), then a slot, then the order.
    click(byId('checkout-saved-address-a1'));
    await waitFor(() => expect(byId<HTMLInputElement>('checkout-pincode').value).toBe('302001'));
    await chooseFirstSlot();
    await clickAndSettle(placeOrderButton());
    await waitFor(() => expect(currentLocation()).toBe('/orders/order-1/confirmation'));
    const order = calls.find((call) => call.key === 'POST /api/orders');
    // The order carries its own copy of the address, never a reference to the saved one.
    expect(order?.body).toMatchObject({ address: '12 Civil Lines', pincode: '302001' });
    expect(order?.body).not.toHaveProperty('address_id');
  });

  it('picks the saved address at the pincode the device remembers, not the default elsewhere', async () => {
    rememberPincode('400001');
    fakeApi({
      'GET /api/auth/profile/addresses': () => ({ status: 200, body: [home, office] }),
      ...places,
    });
    renderCheckout([bed]);
    await checkoutForm();
    await waitFor(() =>
      expect(byId<HTMLTextAreaElement>('checkout-address').value).toBe('9 Nariman Point'),
    );
    expect(byId<HTMLInputElement>('checkout-pincode').value).toBe('400001');
  });

  it('keeps the remembered pincode when no saved address is there', async () => {
    rememberPincode('110001');
    fakeApi({
      'GET /api/auth/profile/addresses': () => ({ status: 200, body: [home, office] }),
      'GET /api/pincode-places/110001': () => ({
        status: 200,
        body: { pincode: '110001', district: 'New Delhi', state: 'Delhi' },
      }),
      ...places,
    });
    renderCheckout([bed]);
    await checkoutForm();
    await waitFor(() => expect(text()).toContain('New Delhi, Delhi'));
    expect(byId<HTMLInputElement>('checkout-pincode').value).toBe('110001');
    expect(byId<HTMLTextAreaElement>('checkout-address').value).toBe('');
  });

  it('says so when the pincode typed is not one the shop knows', async () => {
    fakeApi({
      'GET /api/pincode-places/999999': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Unknown pincode. Please check it.',
            fields: { pincode: 'Unknown pincode. Please check it.' },
          },
        },
      }),
    });
    renderCheckout([bed]);
    await checkoutForm();
    typeInto(byId('checkout-pincode'), '999999');
    await waitFor(() => expect(text()).toContain('We could not find this pincode'));
  });
});
