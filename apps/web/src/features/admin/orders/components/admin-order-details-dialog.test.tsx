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
import { AdminOrderDetailsDialog } from './admin-order-details-dialog';

// The dialog also asks for the order's invoice; none here (404), so it shows no download.
beforeEach(() => fakeApi());
afterEach(resetTestState);

const showDetails = (order: Order) =>
  render(
    <AdminOrderDetailsDialog order={order} open onOpenChange={() => {}} triggerRef={createRef()} />,
  );
const section = (id: string) =>
  document.querySelector(`[data-testid="details-${id}"]`)?.textContent ?? '';
const steps = () => [...document.querySelectorAll<HTMLElement>('[data-testid="timeline-step"]')];

const paidOnline = anOrder({
  number: 1042,
  phone: '+919829012345',
  address: '12 Civil Lines, Jaipur',
  pincode: '302006',
  delivery_instructions: 'Call before coming',
  items: [
    anItem({ quantity: 1, price: 62_000, selected_set: true }),
    anItem({ productId: 'chair', name: 'Udaipur Chair', quantity: 2, price: 8_500 }),
  ],
  total_amount: 79_000,
  payment_method: 'gateway',
  payment_status: 'paid',
  payment_reference_id: 'pay_Q1w2e3r4',
  razorpay_order_id: 'order_Z9x8c7',
  status: 'dispatched',
  history: [
    { status: 'new', at: '2026-03-05T10:30:00.000Z' },
    { status: 'processing', at: '2026-03-06T04:00:00.000Z' },
    { status: 'dispatched', at: '2026-03-07T09:00:00.000Z' },
  ],
});

describe('AdminOrderDetailsDialog', () => {
  it('is titled with the order number and its placing time in India', () => {
    showDetails(paidOnline);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe('Order #1042');
    expect(dialog?.textContent).toContain('Placed on 5 Mar 2026, 4:00 pm');
  });

  it('shows the customer and the delivery address with pincode and instructions', () => {
    showDetails(paidOnline);
    for (const fact of ['Asha Verma', 'asha@example.in', '+91 98290 12345']) {
      expect(section('customer')).toContain(fact);
    }
    for (const fact of ['12 Civil Lines, Jaipur', '302006', 'Call before coming']) {
      expect(section('delivery')).toContain(fact);
    }
  });

  it('lists the items with quantity, set, unit and line prices, thumbnails and the total', () => {
    showDetails(paidOnline);
    const items = section('items');
    for (const fact of [
      'Jaisalmer King Bed',
      'Complete Set',
      '₹62,000',
      'Udaipur Chair',
      'Qty: 2',
      '₹8,500 each',
      '₹17,000',
      '₹79,000',
    ]) {
      expect(items).toContain(fact);
    }
    expect(document.querySelectorAll('[data-testid="details-items"] img')).toHaveLength(2);
  });

  it('shows the payment method, status, reference and gateway order id', () => {
    showDetails(paidOnline);
    for (const fact of ['Online Payment', 'Paid', 'pay_Q1w2e3r4', 'order_Z9x8c7']) {
      expect(section('payment')).toContain(fact);
    }
    expect(section('payment')).not.toContain('Error');
  });

  it('says what is missing instead of leaving blanks', () => {
    showDetails(anOrder({ phone: null }));
    expect(section('customer')).toContain('Not given');
    expect(section('delivery')).toContain('Not given');
  });

  it('says a reference of an online payment is not available yet', () => {
    showDetails(anOrder({ payment_method: 'gateway', payment_status: 'failed' }));
    expect(section('payment')).toContain('Reference IDNot available');
    expect(section('payment')).toContain('Gateway order IDNot available');
  });

  it('shows no gateway references for cash on delivery, which has none', () => {
    showDetails(anOrder());
    expect(section('payment')).toContain('Cash on Delivery');
    expect(section('payment')).toContain('Pending');
    expect(section('payment')).not.toContain('Reference ID');
    expect(section('payment')).not.toContain('Gateway order ID');
    expect(section('payment')).not.toContain('Not available');
  });

  it('names a set line as the Complete Set, as the mails and the invoice do (issue #24)', () => {
    showDetails(anOrder({ items: SET_AND_PLAIN_SOFA }));
    const items = document.querySelector('[data-testid="details-items"]');
    expect(shownLineNames(items)).toEqual(SET_AND_PLAIN_SOFA_NAMES);
  });

  it('shows item names in full, not cut at two lines', () => {
    const name = 'Jaisalmer Sheesham King Bed with Hydraulic Storage and Carved Headboard';
    showDetails(anOrder({ items: [anItem({ name })] }));
    const shown = [...document.querySelectorAll('[data-testid="details-items"] li p')].find(
      (p) => p.textContent === name,
    );
    expect(shown?.className).not.toContain('line-clamp');
  });

  it('offers the Change status menu for this order', () => {
    showDetails(paidOnline);
    const button = document.querySelector('[role="dialog"] button[aria-label^="Change status"]');
    expect(button?.getAttribute('aria-label')).toBe('Change status of order #1042');
  });

  it('draws the status history as a timeline, oldest first, the latest one current', () => {
    showDetails(paidOnline);
    expect(
      steps().map((s) => [s.querySelector('p')?.textContent, s.getAttribute('aria-current')]),
    ).toEqual([
      ['New', null],
      ['Processing', null],
      ['Shipped', 'step'],
    ]);
    // Times in Kolkata, like the rest of the screen: 04:00 UTC is 9:30 am there.
    expect(steps()[0]?.textContent).toContain('Order placed');
    expect(steps()[0]?.textContent).toContain('5 Mar 2026, 4:00 pm');
    expect(steps()[1]?.textContent).toContain('6 Mar 2026, 9:30 am');
    expect(steps()[2]?.textContent).toContain('Changed from Processing');
  });

  it('names a completed order Completed in its history', () => {
    showDetails(
      anOrder({
        status: 'completed',
        history: [
          { status: 'new', at: '2026-03-05T10:30:00.000Z' },
          { status: 'delivered', at: '2026-03-08T10:30:00.000Z' },
          { status: 'completed', at: '2026-03-09T10:30:00.000Z' },
        ],
      }),
    );
    expect(steps().map((s) => s.querySelector('p')?.textContent)).toEqual([
      'New',
      'Delivered',
      'Completed',
    ]);
  });
});
