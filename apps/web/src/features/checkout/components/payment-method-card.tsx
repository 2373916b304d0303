import type { CheckoutPaymentMethod } from '@sheesham/shared';
import { BanknoteIcon, CreditCardIcon, FlaskConicalIcon, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Label } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { usePaymentConfig } from '../api/payment-config';
import { loadRazorpayCheckout } from '../payment-widget/razorpay-script';
import { CheckoutCard } from './checkout-card';

interface MethodOption {
  value: CheckoutPaymentMethod;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** SPEC §2 payment methods and their texts. */
const METHODS: MethodOption[] = [
  {
    value: 'cod',
    title: 'Cash on Delivery',
    text: 'Pay when your order arrives',
    icon: BanknoteIcon,
  },
  {
    value: 'gateway',
    title: 'Online Payment',
    text: 'Pay securely with card/UPI/wallet',
    icon: CreditCardIcon,
  },
];

function MethodChoice({ option }: { option: MethodOption }) {
  const id = `payment-${option.value}`;
  const Icon = option.icon;
  return (
    <Label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-border bg-card p-4 transition-colors hover:border-gold/50 has-[[data-state=checked]]:border-gold has-[[data-state=checked]]:bg-accent/50"
    >
      <RadioGroupItem id={id} value={option.value} className="mt-0.5" />
      <span className="grid flex-1 gap-1.5">
        <span className="text-base font-semibold">{option.title}</span>
        <span className="text-sm font-normal leading-snug text-muted-foreground">
          {option.text}
        </span>
      </span>
      <Icon className="size-6 shrink-0 text-gold" aria-hidden="true" />
    </Label>
  );
}

/**
 * Shown once Online Payment is chosen: Razorpay's Checkout.js starts loading (so Pay Now opens it
 * at once; a failed load is retried on the click), and the sandbox says so before anyone pays.
 */
function OnlinePaymentHint() {
  const { data } = usePaymentConfig();
  const gateway = data?.gateway;
  useEffect(() => {
    if (gateway === 'razorpay') loadRazorpayCheckout().catch(() => undefined);
  }, [gateway]);
  if (gateway !== 'sandbox') return null;
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
      <FlaskConicalIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
      Test mode: online payments open the sandbox and no real money moves.
    </p>
  );
}

export function PaymentMethodCard({
  value,
  onChange,
}: {
  value: CheckoutPaymentMethod;
  onChange: (method: CheckoutPaymentMethod) => void;
}) {
  return (
    <CheckoutCard id="payment-method" step={3} title="Payment Method">
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next as CheckoutPaymentMethod)}
        aria-labelledby="payment-method-title"
        className="gap-3 sm:grid-cols-2"
      >
        {METHODS.map((option) => (
          <MethodChoice key={option.value} option={option} />
        ))}
      </RadioGroup>
      {value === 'gateway' && <OnlinePaymentHint />}
    </CheckoutCard>
  );
}
