import type {
  CreatePaymentOrderBody,
  DeliverySlotChoice,
  OrderLineInput,
  PaymentConfig,
  PaymentGatewayName,
  PaymentOrderResponse,
  VerifyPaymentBody,
  VerifyPaymentResponse,
} from '@sheesham/shared';
import {
  type PaymentWidgetOptions,
  type PaymentWidgetOutcome,
  PaymentWidgetUnavailableError,
} from './payment-widget/widget-types';

/** How a checkout ended; checkout-messages.ts turns it into the SPEC §8 toast. */
export type CheckoutResult =
  | { kind: 'placed'; paid: boolean }
  | { kind: 'order-failed'; error: unknown; paymentTaken: boolean }
  | { kind: 'payment-order-failed'; error: unknown; gateway?: PaymentGatewayName }
  | { kind: 'widget-unavailable' }
  | { kind: 'payment-dismissed' }
  | { kind: 'payment-failed'; message: string }
  | { kind: 'verification-failed' };

/** Places the order; for online payment with the verified gateway order id. */
export type PlaceOrder = (razorpayOrderId?: string) => Promise<unknown>;

/** Cash on delivery: one call, the order is created with payment_status pending. */
export async function payOnDelivery(placeOrder: PlaceOrder): Promise<CheckoutResult> {
  try {
    await placeOrder();
    return { kind: 'placed', paid: false };
  } catch (error) {
    return { kind: 'order-failed', error, paymentTaken: false };
  }
}

export interface OnlineCheckoutInput {
  /** The cart total in rupees, as the shopper saw it; the server refuses a different one. */
  amount: number;
  /** Where it goes: the server prices the delivery charge from it. */
  pincode: string;
  items: OrderLineInput[];
  /** The coupon the server quoted for this cart, or null: the server prices its discount. */
  couponCode?: string | null;
  /**
   * When it is delivered: the server checks the slot has a place before payment; null when the
   * shop has slots switched off (decision 057).
   */
  deliverySlot: DeliverySlotChoice | null;
  receipt: string;
  /** The number to call; the server opens no payment for an order that would have none. */
  phone: string;
  storeName: string;
  prefill: PaymentWidgetOptions['prefill'];
  /** A payment verified earlier whose order failed: retry the order, never charge again. */
  verifiedOrderId?: string;
}

export interface OnlineCheckoutSteps {
  fetchConfig(): Promise<PaymentConfig>;
  createPaymentOrder(body: CreatePaymentOrderBody): Promise<PaymentOrderResponse>;
  openWidget(
    gateway: PaymentGatewayName,
    options: PaymentWidgetOptions,
  ): Promise<PaymentWidgetOutcome>;
  verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse>;
  /** Called once the payment is verified, before the order is placed. */
  onPaymentVerified(razorpayOrderId: string): void;
  placeOrder: PlaceOrder;
}

async function placePaidOrder(
  razorpayOrderId: string,
  placeOrder: PlaceOrder,
): Promise<CheckoutResult> {
  try {
    await placeOrder(razorpayOrderId);
    return { kind: 'placed', paid: true };
  } catch (error) {
    return { kind: 'order-failed', error, paymentTaken: true };
  }
}

async function isVerified(steps: OnlineCheckoutSteps, response: VerifyPaymentBody) {
  try {
    return (await steps.verifyPayment(response)).success;
  } catch {
    return false;
  }
}

/**
 * SPEC §4 online flow: payment order → widget → verify → order (paid). A payment that fails or
 * is dismissed creates no order; a verified payment whose order failed is kept for the retry.
 */
export async function payOnline(
  input: OnlineCheckoutInput,
  steps: OnlineCheckoutSteps,
): Promise<CheckoutResult> {
  if (input.verifiedOrderId) return placePaidOrder(input.verifiedOrderId, steps.placeOrder);

  let config: PaymentConfig | undefined;
  let paymentOrder: PaymentOrderResponse;
  try {
    config = await steps.fetchConfig();
    paymentOrder = await steps.createPaymentOrder({
      amount: input.amount,
      currency: 'INR',
      receipt: input.receipt,
      pincode: input.pincode,
      items: input.items,
      ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
      delivery_slot: input.deliverySlot,
      phone: input.phone,
    });
  } catch (error) {
    return { kind: 'payment-order-failed', error, gateway: config?.gateway };
  }

  let outcome: PaymentWidgetOutcome;
  try {
    outcome = await steps.openWidget(paymentOrder.gateway, {
      keyId: paymentOrder.key_id,
      order: paymentOrder.order,
      storeName: input.storeName,
      prefill: input.prefill,
    });
  } catch (error) {
    if (error instanceof PaymentWidgetUnavailableError) return { kind: 'widget-unavailable' };
    return { kind: 'payment-failed', message: error instanceof Error ? error.message : '' };
  }
  if (outcome.outcome === 'dismissed') return { kind: 'payment-dismissed' };
  if (outcome.outcome === 'failed') return { kind: 'payment-failed', message: outcome.message };

  if (!(await isVerified(steps, outcome.response))) return { kind: 'verification-failed' };
  steps.onPaymentVerified(outcome.response.razorpay_order_id);
  return placePaidOrder(outcome.response.razorpay_order_id, steps.placeOrder);
}
