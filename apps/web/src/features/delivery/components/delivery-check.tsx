import { isValidPincode, pincodeInput } from '@sheesham/shared';
import { CircleAlertIcon, TruckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDeliveryEstimate } from '../api/delivery-estimate';
import { estimateErrorText, promiseText } from '../delivery-words';
import { rememberedPincode, rememberPincode } from '../remembered-pincode';

const INPUT_ID = 'delivery-check-pincode';

/**
 * The product page's delivery check (issue #26 item 3), loaded only when the shopper asks: a
 * pincode (the remembered one filled in and checked at once), then the shop's promise for it.
 * A checked pincode is remembered on the device for the rest of the shop and the checkout.
 */
export function DeliveryCheck() {
  const [typed, setTyped] = useState(rememberedPincode);
  const [asked, setAsked] = useState<string | null>(() => rememberedPincode() || null);
  const [invalid, setInvalid] = useState(false);
  const estimate = useDeliveryEstimate(asked);

  if (estimate.data && asked) rememberPincode(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPincode(typed)) return setInvalid(true);
    setAsked(typed);
  };

  return (
    <div className="space-y-3 rounded-xl border p-4" data-testid="delivery-check">
      <form noValidate onSubmit={submit} className="flex items-end gap-2">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={INPUT_ID} className="text-sm font-medium">
            Delivery pincode
          </label>
          <Input
            id={INPUT_ID}
            value={typed}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="6-digit pincode"
            aria-invalid={invalid || undefined}
            aria-describedby={`${INPUT_ID}-answer`}
            className="tracking-[0.2em] placeholder:tracking-normal"
            onChange={(event) => {
              setTyped(pincodeInput(event.target.value));
              setInvalid(false);
            }}
          />
        </div>
        <Button type="submit" variant="outline" disabled={estimate.isFetching}>
          {estimate.isFetching && <Spinner className="text-current" />}
          Check
        </Button>
      </form>
      <p id={`${INPUT_ID}-answer`} aria-live="polite" className="text-sm">
        {invalid ? (
          <Answer tone="error">Invalid pincode</Answer>
        ) : estimate.isError ? (
          <Answer tone="error">{estimateErrorText(estimate.error)}</Answer>
        ) : estimate.data ? (
          <Answer tone={estimate.data.serviceable ? 'ok' : 'error'}>
            {promiseText(estimate.data)}
          </Answer>
        ) : null}
      </p>
    </div>
  );
}

function Answer({ tone, children }: { tone: 'ok' | 'error'; children: string }) {
  const Icon = tone === 'ok' ? TruckIcon : CircleAlertIcon;
  return (
    <span
      className={`flex items-start gap-2 ${tone === 'ok' ? 'text-foreground' : 'text-destructive'}`}
      data-testid="delivery-promise"
    >
      <Icon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
      {children}
    </span>
  );
}
