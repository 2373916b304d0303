import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, the form Razorpay sends its signatures in. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a signature we computed with one a client sent, in constant time, so the answer's
 * timing never tells an attacker how many leading characters were right. (The razorpay SDK's
 * validatePaymentVerification compares with ===, which is why it is not used.)
 */
export function signaturesMatch(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The Checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  keySecret: string,
  payment: { orderId: string; paymentId: string; signature: string },
): boolean {
  return signaturesMatch(
    paymentSignature(keySecret, payment.orderId, payment.paymentId),
    payment.signature,
  );
}

/** Razorpay webhooks: HMAC-SHA256 of the raw request body with the webhook secret. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
}
