import { type CheckoutPaymentMethod, toPaise } from '@sheesham/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/session-context';
import { useCart } from '@/features/cart/cart-context';
import { orderLimitMessage } from '@/features/cart/order-limit';
import { COUPON_QUOTE_KEY, couponQuoteQueryOptions } from '@/features/coupons/api/coupon-quote';
import { deliveredTotal } from '@/features/delivery/delivered-total';
import { rememberPincode } from '@/features/delivery/remembered-pincode';
import { orderConfirmationPath } from '@/features/order-confirmation/confirmation-path';
import { storeSettings } from '@/lib/store-settings';
import { useCreateOrder } from './api/create-order';
import { useCreatePaymentOrder } from './api/create-payment-order';
import { DELIVERY_SLOTS_KEY } from './api/delivery-slots';
import { paymentConfigQueryOptions } from './api/payment-config';
import { useVerifyPayment } from './api/verify-payment';
import { createAttemptKeys, newIdempotencyKey } from './attempt-keys';
import { type CheckoutResult, type PlaceOrder, payOnDelivery, payOnline } from './checkout-flow';
import type { DeliveryDetails } from './checkout-form';
import { orderLines } from './checkout-lines';
import {
  type CheckoutToast,
  checkoutToast,
  isCartRefused,
  PAYMENT_VERIFIED_TOAST,
} from './checkout-messages';
import { openPaymentWidget } from './payment-widget/payment-widget';

/**
 * idle → working (calls in flight: overlay) ⇄ paying (the payment window is up, no overlay over
 * it) → placed (navigating away; the overlay stays so the emptied cart never flashes).
 */
export type CheckoutPhase = 'idle' | 'working' | 'paying' | 'placed';

function showToast(toast: CheckoutToast | null) {
  if (!toast) return;
  (toast.variant === 'success' ? notify : notifyError)(toast.title, toast.description);
}

/** Runs a checkout (COD or online) for the current cart, with its toasts and navigation. */
export function usePlaceOrder() {
  const session = useSession();
  const { user } = session;
  const { items, pricing, clearCart } = useCart();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const createPaymentOrder = useCreatePaymentOrder();
  const verifyPayment = useVerifyPayment();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [attemptKeys] = useState(() => createAttemptKeys());
  // A payment verified for exactly this cart whose order failed: the retry only places the order.
  const verifiedPayment = useRef<{ orderId: string; cart: string } | undefined>(undefined);
  const running = useRef(false);
  // The order the last placeOrder created: checkout lands on its confirmation page.
  const placedOrderId = useRef<string | undefined>(undefined);

  const run = async (
    details: DeliveryDetails,
    method: CheckoutPaymentMethod,
    couponCode: string | null,
  ): Promise<CheckoutResult> => {
    const lines = orderLines(items);
    // The code goes with the order; the server prices its discount itself (issue #29).
    const coupon = couponCode ? { coupon_code: couponCode } : {};
    const placeOrder: PlaceOrder = async (razorpayOrderId) => {
      const body = {
        ...details,
        ...coupon,
        payment_method: method,
        items: lines,
        razorpay_order_id: razorpayOrderId,
      };
      const order = await createOrder.mutateAsync({
        body,
        idempotencyKey: attemptKeys.keyFor(body),
      });
      placedOrderId.current = order.id;
      return order;
    };
    if (method === 'cod') return payOnDelivery(placeOrder);

    // The amount includes the pincode's delivery charge (issue #26) less the coupon's discount
    // (issue #29), both as the server quotes them.
    const discountPaise = couponCode
      ? toPaise(
          (await queryClient.fetchQuery(couponQuoteQueryOptions(couponCode, lines)))
            .discount_amount,
        )
      : 0;
    const amount = await deliveredTotal(queryClient, items, details.pincode, discountPaise);
    const cart = JSON.stringify({ lines, amount, pincode: details.pincode, couponCode });
    const reusable = verifiedPayment.current?.cart === cart ? verifiedPayment.current : undefined;
    return payOnline(
      {
        amount,
        pincode: details.pincode,
        items: lines,
        couponCode,
        deliverySlot: details.delivery_slot,
        // Razorpay's receipt is a free label (max 40 characters), not a key.
        receipt: `web_${newIdempotencyKey().slice(0, 8)}`,
        phone: details.phone,
        storeName: storeSettings.name,
        prefill: { name: user?.name ?? '', email: user?.email ?? '', contact: details.phone },
        verifiedOrderId: reusable?.orderId,
      },
      {
        fetchConfig: () => queryClient.fetchQuery(paymentConfigQueryOptions),
        createPaymentOrder: createPaymentOrder.mutateAsync,
        openWidget: async (gateway, options) => {
          setPhase('paying');
          try {
            return await openPaymentWidget(gateway, options);
          } finally {
            setPhase('working');
          }
        },
        verifyPayment: verifyPayment.mutateAsync,
        onPaymentVerified: (orderId) => {
          verifiedPayment.current = { orderId, cart };
          showToast(PAYMENT_VERIFIED_TOAST);
        },
        placeOrder,
      },
    );
  };

  const checkout = async (
    details: DeliveryDetails,
    method: CheckoutPaymentMethod,
    couponCode: string | null = null,
  ) => {
    if (running.current) return;
    if (items.length === 0) return notifyError('Your cart is empty');
    // The button is disabled over the limit; this keeps any other way in from paying or ordering.
    const limit = orderLimitMessage(pricing);
    if (limit) return notifyError('Failed to place order. Please try again.', limit);
    running.current = true;
    setPhase('working');
    let result: CheckoutResult;
    try {
      result = await run(details, method, couponCode);
    } catch (error) {
      // A bug, not a server answer (those are results); a payment still remembered was taken.
      result = { kind: 'order-failed', error, paymentTaken: verifiedPayment.current !== undefined };
    } finally {
      running.current = false;
    }
    showToast(checkoutToast(result));
    if (result.kind !== 'placed') {
      // The server refused the cart as it stands: re-read the products so the cart catches up.
      if (isCartRefused(result)) void queryClient.invalidateQueries({ queryKey: ['product'] });
      // A slot may have filled meanwhile (409 slot_full): show the places as they are now.
      void queryClient.invalidateQueries({ queryKey: DELIVERY_SLOTS_KEY });
      // A code may have stopped applying meanwhile: its field shows the reason again.
      if (couponCode) void queryClient.invalidateQueries({ queryKey: COUPON_QUOTE_KEY });
      return setPhase('idle');
    }
    setPhase('placed');
    rememberPincode(details.pincode);
    attemptKeys.reset();
    verifiedPayment.current = undefined;
    clearCart();
    // A phone given at checkout is now the account's: the session and profile read it again.
    if (details.phone !== user?.phone) {
      void session.refresh();
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    }
    // 'placed' means placeOrder resolved, so the id is set; '/' only if that ever breaks.
    navigate(placedOrderId.current ? orderConfirmationPath(placedOrderId.current) : '/');
  };

  return { checkout, phase };
}
