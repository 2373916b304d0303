import type { Order } from '@sheesham/shared';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import {
  anItem,
  anOrder,
  SET_AND_PLAIN_SOFA,
  SET_AND_PLAIN_SOFA_NAMES,
  shownLineNames,
} from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { OrderDetailsDialog } from './order-details-dialog';

const showDetails = (order: Order) =>
  render(
    <OrderDetailsDialog order={order} open onOpenChange={() => {}} triggerRef={createRef()} />,
  );
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const paymentSection = () => document.querySelector('[data-testid="payment-details"]');

// The dialog also asks for the order's invoice; none here (404), so it shows no download.
beforeEach(() => fakeApi());
afterEach(resetTestState);

describe('OrderDetailsDialog', () => {
  it('shows customer info, order info and items, and no payment details for cash on delivery', () => {
    showDetails(
      anOrder({
        number: 1042,
        status: 'dispatched',
        items: [
          anItem({ quantity: 2, price: 45000 }),
          anItem({ productId: 'chair', name: 'Udaipur Chair', price: 8500 }),
        ],
        total_amount: 98500,
        delivery_instructions: 'Call before coming',
      }),
    );
    const text = dialog()?.textContent ?? '';
    expect(text).toContain('Order #1042');
    for (const fact of [
      'Customer Information',
      'Asha Verma',
      'asha@example.in',
      '+91 98290 12345',
      '12 Civil Lines, Jaipur',
      '302006',
      'Call before coming',
      'Order Information',
      'Shipped',
      'Cash on Delivery',
      'Pending',
      'Jaisalmer King Bed',
      'Udaipur Chair',
      '₹98,500',
    ]) {
      expect(text).toContain(fact);
    }
    expect(paymentSection()).toBeNull();
  });

  it('names a set line as the Complete Set, as the mails and the invoice do (issue #24)', () => {
    showDetails(anOrder({ items: SET_AND_PLAIN_SOFA }));
    expect(shownLineNames(dialog()?.querySelector('ul'))).toEqual(SET_AND_PLAIN_SOFA_NAMES);
  });

  it('says Paid with the cash line once the shop recorded the cash on delivery', () => {
    showDetails(
      anOrder({
        status: 'completed',
        payment_status: 'paid',
        total_amount: 48_999,
        cash_received: {
          amount: 48_999,
          received_on: '2026-03-04',
          received_by: 'Ramesh',
          reference: '',
          recorded_by: 'Asha Admin',
          recorded_at: '2026-03-04T12:30:00.000Z',
        },
      }),
    );
    const text = dialog()?.textContent ?? '';
    expect(text).toContain('Payment statusPaid');
    expect(text).toContain('Paid₹48,999 in cash on 4 Mar 2026');
  });

  it('shows the payment reference, gateway order id and error for an online payment', () => {
    showDetails(
      anOrder({
        payment_method: 'gateway',
        payment_status: 'failed',
        payment_reference_id: 'pay_Q1w2e3r4',
        razorpay_order_id: 'order_Z9x8c7',
        payment_error_message: 'Card declined by the bank',
      }),
    );
    const section = paymentSection()?.textContent ?? '';
    expect(section).toContain('Payment Details');
    expect(section).toContain('pay_Q1w2e3r4');
    expect(section).toContain('order_Z9x8c7');
    expect(section).toContain('Card declined by the bank');
    expect(dialog()?.textContent).toContain('Online Payment');
  });

  it('leaves the error row out when an online payment has none', () => {
    showDetails(
      anOrder({
        payment_method: 'gateway',
        payment_status: 'paid',
        payment_reference_id: 'pay_ok',
        razorpay_order_id: 'order_ok',
      }),
    );
    expect(paymentSection()?.textContent).toContain('pay_ok');
    expect(paymentSection()?.textContent).not.toContain('Error');
  });
});
