import type { UnmatchedPayment } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { settle, waitFor } from '@/testing/dom';
import type { Reply } from '@/testing/fake-api';
import { render, resetTestState } from '@/testing/render';
import {
  fakeAdminOrdersApi,
  MISMATCHED_REFUNDS_KEY,
  UNMATCHED_KEY,
} from '../testing/admin-orders-api';
import { aMismatchedRefund } from '../testing/mismatched-refunds';
import { UnmatchedPaymentsAlert } from './unmatched-payments-alert';

afterEach(resetTestState);

const aPayment = (overrides: Partial<UnmatchedPayment> = {}): UnmatchedPayment => ({
  id: '7d1f0a52-3c1d-4e8f-9a2b-5c6d7e8f9a01',
  user_id: 'user-1',
  user_email: 'asha@example.in',
  user_name: 'Asha Verma',
  amount: 62_000,
  gateway: 'razorpay',
  gateway_order_id: 'order_NoOrder01',
  gateway_payment_id: 'pay_NoOrder01',
  status: 'captured',
  received_amount: null,
  received_currency: null,
  order_id: null,
  created_at: '2026-03-05T10:30:00.000Z',
  verified_at: null,
  captured_at: '2026-03-05T10:31:00.000Z',
  ...overrides,
});

const alert = () => document.querySelector<HTMLElement>('[data-testid="unmatched-payments"]');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="unmatched-payment"]')];
const refundRows = () => [
  ...document.querySelectorAll<HTMLElement>('[data-testid="mismatched-refund"]'),
];
const headings = () => [...(alert()?.querySelectorAll('h2') ?? [])].map((h) => h.textContent);

function showAlert(reply: () => Reply, refundsReply?: () => Reply) {
  const calls = fakeAdminOrdersApi({
    [UNMATCHED_KEY]: reply,
    ...(refundsReply ? { [MISMATCHED_REFUNDS_KEY]: refundsReply } : {}),
  });
  render(<UnmatchedPaymentsAlert />);
  return calls;
}

describe('UnmatchedPaymentsAlert', () => {
  it('counts the payments taken without an order, lists each and says what to do', async () => {
    showAlert(() => ({
      status: 200,
      body: [
        aPayment(),
        aPayment({
          id: 'second',
          user_email: 'rohan@example.in',
          user_name: 'Rohan Mehta',
          amount: 17_000,
          gateway_order_id: 'order_NoOrder02',
          gateway_payment_id: 'pay_NoOrder02',
          status: 'verified',
          verified_at: '2026-03-06T18:45:00.000Z',
          captured_at: null,
        }),
      ],
    }));
    await waitFor(() => expect(alert()).not.toBeNull());
    expect(alert()?.querySelector('h2')?.textContent).toBe(
      '2 payments were taken without an order',
    );
    expect(alert()?.textContent).toContain('The customer paid, but no order was created.');
    expect(alert()?.textContent).toContain('Refund the payment in the Razorpay dashboard');
    const [first, second] = rows().map((row) => row.textContent ?? '');
    for (const fact of [
      '₹62,000',
      'pay_NoOrder01',
      'order_NoOrder01',
      'asha@example.in',
      // Captured at 10:31 UTC.
      '5 Mar 2026, 4:01 pm',
    ]) {
      expect(first).toContain(fact);
    }
    for (const fact of ['₹17,000', 'pay_NoOrder02', 'rohan@example.in', '7 Mar 2026, 12:15 am']) {
      expect(second).toContain(fact);
    }
  });

  it('says "1 payment" for one', async () => {
    showAlert(() => ({ status: 200, body: [aPayment()] }));
    await waitFor(() =>
      expect(alert()?.querySelector('h2')?.textContent).toBe(
        '1 payment was taken without an order',
      ),
    );
  });

  it('lists captures that did not match under their own heading, with what was captured', async () => {
    showAlert(() => ({
      status: 200,
      body: [
        aPayment({ status: 'mismatch', received_amount: 1, received_currency: 'INR' }),
        aPayment({
          id: 'usd',
          gateway_payment_id: 'pay_Usd01',
          status: 'mismatch',
          received_amount: 62_000,
          received_currency: 'USD',
          order_id: 'order-uuid-1',
        }),
      ],
    }));
    await waitFor(() => expect(alert()).not.toBeNull());
    expect(headings()).toEqual(['2 captures did not match their payments']);
    expect(alert()?.getAttribute('aria-labelledby')).toBe(alert()?.querySelector('h2')?.id);
    expect(alert()?.textContent).toContain('do not count as paid');
    const [inr, usd] = rows().map((row) => row.textContent ?? '');
    expect(inr).toContain('₹62,000');
    expect(inr).toContain('Captured₹1');
    expect(inr).not.toContain('Used by order');
    expect(usd).toContain('Captured62000.00 USD');
    expect(usd).toContain('Used by orderorder-uuid-1');
  });

  it('shows both groups when there are payments without an order and mismatches', async () => {
    showAlert(() => ({
      status: 200,
      body: [aPayment(), aPayment({ id: 'm', status: 'mismatch', received_amount: 1 })],
    }));
    await waitFor(() => expect(alert()).not.toBeNull());
    expect(headings()).toEqual([
      '1 payment was taken without an order',
      '1 capture did not match its payment',
    ]);
  });

  it('lists a refund event that did not match its refund: the refund asked, what was reported, the order and customer', async () => {
    showAlert(
      () => ({ status: 200, body: [] }),
      () => ({ status: 200, body: [aMismatchedRefund()] }),
    );
    await waitFor(() => expect(alert()).not.toBeNull());
    expect(headings()).toEqual(['1 refund event did not match its refund']);
    expect(alert()?.getAttribute('aria-labelledby')).toBe(alert()?.querySelector('h2')?.id);
    expect(alert()?.textContent).toContain(
      'The gateway reported a refund of another amount, currency or payment than the refund the shop asked for, so the refund stays pending. Check it in the Razorpay dashboard.',
    );
    // Nothing of a capture mismatch: the payment was paid as it was.
    expect(alert()?.textContent).not.toContain('Captured');
    expect(alert()?.textContent).not.toContain('do not count as paid');
    expect(rows()).toEqual([]);
    const [row] = refundRows().map((r) => r.textContent ?? '');
    for (const fact of [
      '₹300refund asked',
      'Reported₹999',
      'Order#1077',
      'Payment IDpay_Paid01',
      'Refund IDrfnd_Ours01',
      'Asha Verma',
      'asha@example.in',
      '5 Mar 2026, 4:01 pm',
    ]) {
      expect(row).toContain(fact);
    }
    // The payment reported is ours, so it is not repeated.
    expect(row).not.toContain('Reported payment');
  });

  it("shows another payment's id and another currency as reported, and counts several refunds", async () => {
    showAlert(
      () => ({ status: 200, body: [] }),
      () => ({
        status: 200,
        body: [
          aMismatchedRefund({ reported_amount: 300, reported_payment_id: 'pay_Other02' }),
          aMismatchedRefund({
            refund_id: 'refund-2',
            reported_currency: 'USD',
            reported_amount: 3,
          }),
        ],
      }),
    );
    await waitFor(() => expect(alert()).not.toBeNull());
    expect(headings()).toEqual(['2 refund events did not match their refunds']);
    const [otherPayment, usd] = refundRows().map((r) => r.textContent ?? '');
    expect(otherPayment).toContain('Reported₹300');
    expect(otherPayment).toContain('Reported paymentpay_Other02');
    expect(usd).toContain('Reported3.00 USD');
  });

  it('shows the three groups together, refunds last', async () => {
    showAlert(
      () => ({
        status: 200,
        body: [aPayment(), aPayment({ id: 'm', status: 'mismatch', received_amount: 1 })],
      }),
      () => ({ status: 200, body: [aMismatchedRefund()] }),
    );
    await waitFor(() => expect(refundRows()).toHaveLength(1));
    expect(headings()).toEqual([
      '1 payment was taken without an order',
      '1 capture did not match its payment',
      '1 refund event did not match its refund',
    ]);
  });

  it('says so when the refund check failed, and still lists the payments', async () => {
    showAlert(
      () => ({ status: 200, body: [aPayment()] }),
      () => ({ status: 500, body: null }),
    );
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Could not check for refund events that did not match their refund.',
      ),
    );
    expect(headings()).toEqual(['1 payment was taken without an order']);
  });

  it('shows nothing when every payment has its order', async () => {
    const calls = showAlert(() => ({ status: 200, body: [] }));
    await waitFor(() => expect(calls.some((c) => c.key === UNMATCHED_KEY)).toBe(true));
    await settle();
    expect(alert()).toBeNull();
    expect(document.body.textContent).toBe('');
  });

  it('says so when the check itself failed, instead of implying all is well', async () => {
    showAlert(() => ({ status: 500, body: null }));
    await waitFor(() =>
      expect(document.body.textContent).toContain('Could not check for payments without an order.'),
    );
  });
});
