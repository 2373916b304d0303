import type { Refund } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToast } from '@/components/ui/toast-store';
import { buttonNamed, clickAndSettle, typeInto, waitFor } from '@/testing/dom';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN } from '@/testing/fixtures';
import { anOrder } from '@/testing/orders';
import { render, resetTestState } from '@/testing/render';
import { MISMATCHED_REFUNDS_KEY } from '../testing/admin-orders-api';
import { aMismatchedRefund } from '../testing/mismatched-refunds';
import { OrderRefundsSection } from './order-refunds-section';

afterEach(resetTestState);

const aRefund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'refund-1',
  amount: 2_500,
  currency: 'INR',
  status: 'processed',
  reason: 'Scratched leg',
  gateway_refund_id: 'rfnd_Abc123',
  created_at: '2026-03-08T05:00:00.000Z',
  processed_at: '2026-03-09T05:00:00.000Z',
  failure_reason: null,
  ...overrides,
});

const paid = anOrder({
  id: 'order-77',
  number: 1077,
  total_amount: 10_000,
  payment_method: 'gateway',
  payment_status: 'partially_refunded',
  refunds: [
    aRefund(),
    aRefund({ id: 'refund-2', amount: 1_000, status: 'failed', failure_reason: 'Bank refused' }),
  ],
});

const section = () => document.querySelector('[data-testid="details-refunds"]');
const field = (label: string) => {
  const labelEl = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  return document.getElementById(labelEl?.htmlFor ?? '') as HTMLInputElement;
};

describe('OrderRefundsSection', () => {
  it('lists refunds with their state and what is left (failed ones give their amount back)', () => {
    fakeApi({}, { session: ADMIN });
    render(<OrderRefundsSection order={paid} />);
    const states = [...document.querySelectorAll('[data-testid="refund"] [data-refund-status]')];
    expect(states.map((s) => s.textContent)).toEqual(['Processed', 'Failed']);
    expect(section()?.textContent).toContain('Bank refused');
    expect(section()?.textContent).toContain('₹7,500 left');
  });

  it('warns on a pending refund a gateway event contradicted, with what it reported', async () => {
    const report = (refund_id: string, order_id: string) =>
      aMismatchedRefund({
        refund_id,
        order_id,
        reported_payment_id: 'pay_Other02',
        reported_at: '2026-03-09T05:00:00.000Z',
        created_at: '2026-03-08T05:00:00.000Z',
      });
    fakeApi(
      {
        [MISMATCHED_REFUNDS_KEY]: () => ({
          status: 200,
          body: [report('refund-3', 'order-77'), report('refund-1', 'another-order')],
        }),
      },
      { session: ADMIN },
    );
    const withPending = {
      ...paid,
      refunds: [...paid.refunds, aRefund({ id: 'refund-3', amount: 300, status: 'pending' })],
    };
    render(<OrderRefundsSection order={withPending} />);
    const warning = () => document.querySelectorAll('[data-testid="refund-gateway-report"]');
    await waitFor(() => expect(warning()).toHaveLength(1));
    const [, , pending] = document.querySelectorAll('[data-testid="refund"]');
    expect(pending?.querySelector('[data-testid="refund-gateway-report"]')?.textContent).toBe(
      'Gateway reported ₹999 on payment pay_Other02 for this refund, so it stays pending. Check it in the Razorpay dashboard.',
    );
  });

  it('shows nothing for cash on delivery', () => {
    fakeApi({}, { session: ADMIN });
    render(<OrderRefundsSection order={anOrder()} />);
    expect(section()).toBeNull();
  });

  it('checks the form before sending: an amount above what is left, and a reason', async () => {
    const calls = fakeApi({}, { session: ADMIN });
    render(<OrderRefundsSection order={paid} />);
    typeInto(field('Amount'), '8000');
    await clickAndSettle(buttonNamed('Refund'));
    expect(section()?.textContent).toContain('At most ₹7,500 is left to refund');
    expect(section()?.textContent).toContain('Reason is required');
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('sends rupees and the reason with an Idempotency-Key, and says so', async () => {
    const calls = fakeApi(
      {
        'POST /api/admin/orders/order-77/refunds': () => ({ status: 201, body: paid }),
      },
      { session: ADMIN },
    );
    render(<OrderRefundsSection order={paid} />);
    typeInto(field('Amount'), '1250.50');
    typeInto(field('Reason'), 'Damaged armrest');
    await clickAndSettle(buttonNamed('Refund'));
    const sent = calls.find((c) => c.key === 'POST /api/admin/orders/order-77/refunds');
    expect(sent?.body).toEqual({ amount: 1250.5, reason: 'Damaged armrest' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Refund issued',
        description: '₹1,250.5 for order #1077',
      }),
    );
  });

  it("shows the server's field error", async () => {
    fakeApi(
      {
        'POST /api/admin/orders/order-77/refunds': () => ({
          status: 400,
          body: {
            error: {
              code: 'validation_error',
              message: 'At most ₹500 is left to refund.',
              fields: { amount: 'At most ₹500 is left to refund' },
            },
          },
        }),
      },
      { session: ADMIN },
    );
    render(<OrderRefundsSection order={paid} />);
    typeInto(field('Amount'), '600');
    typeInto(field('Reason'), 'Late delivery');
    await clickAndSettle(buttonNamed('Refund'));
    await waitFor(() => expect(section()?.textContent).toContain('At most ₹500 is left to refund'));
  });
});
