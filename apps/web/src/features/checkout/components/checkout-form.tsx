import { type CheckoutPaymentMethod, fromPaise } from '@sheesham/shared';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session-context';
import { useCart } from '@/features/cart/cart-context';
import {
  ORDER_LIMIT_NOTICE_ID,
  OrderLimitNotice,
  useOrderLimit,
} from '@/features/cart/order-limit';
import { useFreshCart } from '@/features/cart/use-fresh-cart';
import { CouponField } from '@/features/coupons/components/coupon-field';
import { useCheckoutCoupon } from '@/features/coupons/use-checkout-coupon';
import { SummaryDeliveryLine } from '@/features/delivery/components/summary-delivery-line';
import { rememberedPincode } from '@/features/delivery/remembered-pincode';
import { useDeliveredPricing } from '@/features/delivery/use-delivered-pricing';
import { formatPhone } from '@/lib/format-phone';
import { schemaResolver } from '@/lib/schema-resolver';
import {
  DELIVERY_FIELD_ORDER,
  type DeliveryDetails,
  type DeliveryFormValues,
  deliveryFormSchema,
  EMPTY_DELIVERY,
} from '../checkout-form';
import { orderLines } from '../checkout-lines';
import { placeOrderLabel } from '../checkout-messages';
import type { CheckoutPhase } from '../use-place-order';
import { CHECKOUT_PHONE_FIELD_ID } from './checkout-phone-field';
import { ADDRESS_FIELD_ID, DeliveryCard } from './delivery-card';
import { DeliverySlotPicker, SLOT_FIELD_ID } from './delivery-slot-picker';
import { OrderSummary } from './order-summary';
import { PaymentMethodCard } from './payment-method-card';
import { PINCODE_FIELD_ID } from './pincode-field';
import { ProcessingOverlay } from './processing-overlay';

const FIELD_IDS: Partial<Record<keyof DeliveryFormValues, string>> = {
  phone: CHECKOUT_PHONE_FIELD_ID,
  pincode: PINCODE_FIELD_ID,
  address: ADDRESS_FIELD_ID,
  delivery_slot: SLOT_FIELD_ID,
};

/** SPEC §5: the first invalid field (the pincode above all) is scrolled to and focused. */
function revealFirstInvalid(errors: FieldErrors<DeliveryFormValues>) {
  const field = DELIVERY_FIELD_ORDER.find((name) => errors[name]);
  const id = field && FIELD_IDS[field];
  const element = id ? document.getElementById(id) : null;
  if (!element) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  element.focus({ preventScroll: true });
}

/**
 * While checkout runs the form is inert, so whatever had focus loses it. When the attempt ends
 * without an order (a failure, a closed payment window) focus goes back to the submit button,
 * not to <body>, so a keyboard user can read the toast and try again from where they were.
 */
function useRefocusAfterAttempt(phase: CheckoutPhase) {
  const submit = useRef<HTMLButtonElement>(null);
  const previous = useRef(phase);
  useEffect(() => {
    if (phase === 'idle' && previous.current !== 'idle') submit.current?.focus();
    previous.current = phase;
  }, [phase]);
  return submit;
}

/** The checkout page body: delivery and payment on the left, the summary and button on the right. */
export function CheckoutForm({
  user,
  method,
  onMethodChange,
  phase,
  onCheckout,
}: {
  user: SessionUser;
  method: CheckoutPaymentMethod;
  onMethodChange: (method: CheckoutPaymentMethod) => void;
  phase: CheckoutPhase;
  onCheckout: (
    details: DeliveryDetails,
    method: CheckoutPaymentMethod,
    couponCode: string | null,
  ) => Promise<void>;
}) {
  const { items } = useCart();
  const fresh = useFreshCart();
  // Over the order limit, nothing is sent: the reason stands beside the disabled button.
  const limit = useOrderLimit();
  const form = useForm<DeliveryFormValues, unknown, DeliveryDetails>({
    defaultValues: { ...EMPTY_DELIVERY, phone: user.phone ? formatPhone(user.phone) : '' },
    resolver: schemaResolver<DeliveryFormValues, DeliveryDetails>(deliveryFormSchema),
    shouldFocusError: false,
  });
  const working = phase !== 'idle';
  const submitRef = useRefocusAfterAttempt(phase);
  // The pincode the shopper last checked on this device fills an empty field (issue #26).
  useEffect(() => {
    const remembered = rememberedPincode();
    if (remembered && !form.getValues('pincode')) form.setValue('pincode', remembered);
  }, [form]);
  const pincode = useWatch({ control: form.control, name: 'pincode' });
  const lines = useMemo(() => orderLines(items), [items]);
  const coupon = useCheckoutCoupon(lines);
  const delivery = useDeliveredPricing(items, pincode, coupon.discountPaise);
  const { pricing } = delivery;

  return (
    <>
      <form
        noValidate
        inert={working}
        onSubmit={form.handleSubmit(
          (details) => onCheckout(details, method, coupon.orderCode),
          revealFirstInvalid,
        )}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8"
      >
        <div className="grid gap-6">
          <DeliveryCard form={form} user={user} />
          <DeliverySlotPicker form={form} />
          <PaymentMethodCard value={method} onChange={onMethodChange} />
        </div>
        <OrderSummary
          items={items}
          pricing={pricing}
          fresh={fresh}
          delivery={<SummaryDeliveryLine delivery={delivery} />}
          coupon={<CouponField coupon={coupon} />}
          discountCode={coupon.quote?.code}
        >
          {limit && <OrderLimitNotice id={ORDER_LIMIT_NOTICE_ID} message={limit} />}
          <Button
            ref={submitRef}
            type="submit"
            variant="gold"
            size="lg"
            className="h-14 w-full text-base shadow-md shadow-gold/25"
            disabled={working || limit !== null}
            aria-describedby={limit ? ORDER_LIMIT_NOTICE_ID : undefined}
            data-testid="place-order"
          >
            {working && <Spinner className="text-current" />}
            {placeOrderLabel(method, fromPaise(pricing.totalPaise), working)}
          </Button>
        </OrderSummary>
      </form>
      {(phase === 'working' || phase === 'placed') && <ProcessingOverlay />}
    </>
  );
}
