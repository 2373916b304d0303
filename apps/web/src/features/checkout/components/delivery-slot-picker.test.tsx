import { afterEach, describe, expect, it } from 'vitest';
import { byId, clickAndSettle, text, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { bed } from '@/testing/fixtures';
import { resetTestState } from '@/testing/render';
import {
  checkoutForm,
  fillDelivery,
  placeOrderButton,
  renderCheckout,
} from '../testing/checkout-page';

afterEach(resetTestState);

const slotInput = (slot: string) =>
  document.querySelector<HTMLInputElement>(`input[name="delivery-slot"][value="${slot}"]`);
const dayInput = (date: string) =>
  document.querySelector<HTMLInputElement>(`input[name="delivery-date"][value="${date}"]`);

describe('the delivery slot step at checkout', () => {
  it('asks for the pincode first, then lists the days and slots with the places left', async () => {
    fakeApi();
    renderCheckout([bed]);
    await checkoutForm();
    expect(text()).toContain('Enter your pincode above to see the delivery dates and slots.');
    typeInto(byId('checkout-pincode'), '302001');
    await waitFor(() => expect(slotInput('morning')).not.toBeNull());
    expect(text()).toContain('Earliest delivery to 302001: Sat, 5 Dec');
    expect(text()).toContain('6 places left');
    expect(text()).toContain('1 place left');
    // A full slot is shown but cannot be picked.
    expect(slotInput('evening')?.disabled).toBe(true);
    await clickAndSettle(dayInput('2026-12-06') as HTMLInputElement);
    expect(slotInput('evening')?.disabled).toBe(false);
  });

  it('refuses to submit without a slot, and says so', async () => {
    const calls = fakeApi();
    renderCheckout([bed]);
    await checkoutForm();
    fillDelivery();
    await waitFor(() => expect(slotInput('morning')).not.toBeNull());
    await clickAndSettle(placeOrderButton());
    expect(text()).toContain('Choose a delivery date and slot');
    expect(calls.some((call) => call.key === 'POST /api/orders')).toBe(false);
  });

  it('shows the server’s pincode error instead of slots', async () => {
    fakeApi({
      'GET /api/delivery/slots?pincode=999999': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'We do not know pincode 999999',
            fields: { pincode: 'We do not know pincode 999999' },
          },
        },
      }),
    });
    renderCheckout([bed]);
    await checkoutForm();
    typeInto(byId('checkout-pincode'), '999999');
    await waitFor(() => expect(text()).toContain('We do not know pincode 999999'));
  });
});
