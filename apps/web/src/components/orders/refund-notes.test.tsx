import type { Refund } from '@sheesham/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { render, resetTestState } from '@/testing/render';
import { RefundNotes } from './refund-notes';

afterEach(resetTestState);

const refund = (overrides: Partial<Refund>): Refund => ({
  id: 'r1',
  amount: 54_000,
  currency: 'INR',
  status: 'pending',
  reason: 'Order cancelled',
  gateway_refund_id: null,
  created_at: '2026-03-08T20:00:00.000Z',
  processed_at: null,
  failure_reason: null,
  ...overrides,
});

const lines = () =>
  [...document.querySelectorAll('[data-testid="refund-notes"] li')].map((li) => li.textContent);

describe('RefundNotes', () => {
  it("tells each refund's state in the customer's words, dates in India", () => {
    render(
      <RefundNotes
        refunds={[
          refund({}),
          refund({
            id: 'r2',
            amount: 2_500.5,
            status: 'processed',
            processed_at: '2026-03-10T05:00:00.000Z',
          }),
          refund({ id: 'r3', amount: 999, status: 'failed' }),
        ]}
      />,
    );
    expect(lines()).toEqual([
      '₹54,000 refunded on 9 Mar 2026, reaches your account in 5–7 working days',
      '₹2,500.5 refunded on 10 Mar 2026',
      'The refund of ₹999 failed. The shop has been told and will contact you.',
    ]);
  });

  it('renders nothing without refunds', () => {
    render(<RefundNotes refunds={[]} />);
    expect(document.querySelector('[data-testid="refund-notes"]')).toBeNull();
  });
});
