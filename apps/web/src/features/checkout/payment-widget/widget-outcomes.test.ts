import { describe, expect, it } from 'vitest';
import { failedOutcome, paidOutcome, sandboxOutcome } from './widget-outcomes';

const signed = {
  razorpay_order_id: 'order_abc',
  razorpay_payment_id: 'pay_xyz',
  razorpay_signature: 'f00d',
};

describe('payment widget outcomes', () => {
  it("hands Razorpay's handler response on as a paid outcome with exactly the signed fields", () => {
    expect(paidOutcome({ ...signed, extra: 'ignored' })).toEqual({
      outcome: 'paid',
      response: signed,
    });
  });

  it('treats a handler response without a signature as a failure (nothing to verify)', () => {
    const { razorpay_signature: _, ...unsigned } = signed;
    expect(paidOutcome(unsigned)).toEqual({
      outcome: 'failed',
      message: 'The payment did not go through.',
    });
  });

  it("reads payment.failed's error description, and falls back when there is none", () => {
    const event = { error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } };
    expect(failedOutcome(event)).toEqual({ outcome: 'failed', message: 'Card declined' });
    expect(failedOutcome({ error: { description: '  ' } })).toEqual({
      outcome: 'failed',
      message: 'The payment did not go through.',
    });
    expect(failedOutcome(undefined).outcome).toBe('failed');
  });

  it("maps the sandbox's two answers onto the same outcomes as Razorpay's", () => {
    expect(sandboxOutcome(signed)).toEqual({ outcome: 'paid', response: signed });
    expect(
      sandboxOutcome({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox)',
          reason: 'payment_failed',
        },
      }),
    ).toEqual({ outcome: 'failed', message: 'Payment failed (sandbox)' });
  });
});
