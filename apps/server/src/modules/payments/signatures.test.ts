import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay-gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  signaturesMatch,
} from './signatures.ts';

describe('HMAC-SHA256 helpers', () => {
  it('matches the RFC 4231 test vector (case 2)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs `order_id|payment_id` as Razorpay does (fixed vector, computed with openssl)', () => {
    expect(
      paymentSignature('EnLs21M47BllR3X8PSFtjtbd', 'order_IluGWxBm9U8zJ8', 'pay_IH4NVgf4Dreq1l'),
    ).toBe('c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d');
  });

  it('agrees with node:crypto computed independently', () => {
    const expected = createHmac('sha256', 'k').update('order_1|pay_1').digest('hex');
    expect(paymentSignature('k', 'order_1', 'pay_1')).toBe(expected);
  });

  it('accepts only the exact signature', () => {
    const signature = paymentSignature('secret', 'order_1', 'pay_1');
    const proof = { orderId: 'order_1', paymentId: 'pay_1', signature };
    expect(isValidPaymentSignature('secret', proof)).toBe(true);
    expect(isValidPaymentSignature('other-secret', proof)).toBe(false);
    expect(isValidPaymentSignature('secret', { ...proof, paymentId: 'pay_2' })).toBe(false);
    expect(isValidPaymentSignature('secret', { ...proof, orderId: 'order_2' })).toBe(false);
    expect(
      isValidPaymentSignature('secret', { ...proof, signature: signature.toUpperCase() }),
    ).toBe(false);
    expect(isValidPaymentSignature('secret', { ...proof, signature: signature.slice(0, -1) })).toBe(
      false,
    );
    expect(isValidPaymentSignature('secret', { ...proof, signature: '' })).toBe(false);
  });

  it('compares signatures of different lengths without throwing', () => {
    expect(signaturesMatch('abcd', 'abc')).toBe(false);
    expect(signaturesMatch('abcd', 'abcd')).toBe(true);
    // Multi-byte text of the same character count but a different byte length.
    expect(signaturesMatch('abcd', 'abcé')).toBe(false);
  });

  it('signs webhook bodies byte for byte, Buffer or string', () => {
    const body = '{"event":"payment.captured","amount":100}';
    const signature = hmacSha256Hex('whsec', body);
    expect(isValidWebhookSignature('whsec', body, signature)).toBe(true);
    expect(isValidWebhookSignature('whsec', Buffer.from(body), signature)).toBe(true);
    // Re-serialised JSON (a space added) is a different body.
    expect(isValidWebhookSignature('whsec', body.replace(':', ': '), signature)).toBe(false);
  });
});

describe('gateways', () => {
  it('the sandbox signs a completed payment that it then verifies, and only for that order', () => {
    const sandbox = new SandboxGateway({ keySecret: 'key', webhookSecret: 'hook' });
    const result = sandbox.completePayment('order_sbx_1');
    expect(result.razorpay_order_id).toBe('order_sbx_1');
    expect(result.razorpay_payment_id).toMatch(/^pay_sbx_[A-Za-z0-9]{14}$/);
    expect(result.razorpay_signature).toBe(
      hmacSha256Hex('key', `order_sbx_1|${result.razorpay_payment_id}`),
    );
    const proof = {
      orderId: 'order_sbx_1',
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    };
    expect(sandbox.verifyPayment(proof)).toBe(true);
    expect(sandbox.verifyPayment({ ...proof, orderId: 'order_sbx_2' })).toBe(false);
  });

  it('the sandbox creates distinct order ids for the requested amount', async () => {
    const sandbox = new SandboxGateway({ keySecret: 'key', webhookSecret: 'hook' });
    const request = { amountPaise: 12_345, currency: 'INR' as const, receipt: 'r', notes: {} };
    const a = await sandbox.createOrder(request);
    const b = await sandbox.createOrder(request);
    expect(a).toMatchObject({ amount: 12_345, currency: 'INR' });
    expect(a.id).toMatch(/^order_sbx_[A-Za-z0-9]{14}$/);
    expect(a.id).not.toBe(b.id);
  });

  it('Razorpay verifies with the key secret and refuses every webhook without a webhook secret', () => {
    const keys = { keyId: 'rzp_test_x', keySecret: 'key-secret', webhookSecret: undefined };
    const razorpay = new RazorpayGateway(keys);
    const signature = paymentSignature('key-secret', 'order_1', 'pay_1');
    expect(razorpay.verifyPayment({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(
      true,
    );
    expect(razorpay.webhooksEnabled).toBe(false);
    expect(razorpay.verifyWebhook('{}', hmacSha256Hex('', '{}'))).toBe(false);

    const withHooks = new RazorpayGateway({ ...keys, webhookSecret: 'whsec' });
    expect(withHooks.webhooksEnabled).toBe(true);
    expect(withHooks.verifyWebhook('{}', hmacSha256Hex('whsec', '{}'))).toBe(true);
    expect(withHooks.verifyWebhook('{}', hmacSha256Hex('key-secret', '{}'))).toBe(false);
  });
});
