import {
  PHONE_REQUIRED,
  STAFF_ORDER_CREATED,
  STAFF_ORDER_FAILED,
  staffOrderBodySchema,
} from '@sheesham/shared';
import { useRef, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast-store';
import { ApiRequestError } from '@/lib/api-client';
import { createAttemptKeys } from '../../../checkout/attempt-keys';
import { useCreateStaffOrder } from './api';
import { CustomerSavedAddresses } from './components/customer-saved-addresses';
import { CustomerSection } from './components/customer-section';
import { DeliverySection } from './components/delivery-section';
import { DiscountSection } from './components/discount-section';
import { ChoiceRow } from './components/form-section';
import { OrderPhoneField } from './components/order-phone-field';
import { PaymentSection } from './components/payment-section';
import { ProductsSection } from './components/products-section';
import {
  emptyDraft,
  type FieldErrors,
  fieldErrorsOf,
  type NewOrderDraft,
  needsPhone,
  toStaffOrderBody,
} from './draft';

/**
 * New order (issue #15): staff enter a showroom or phone order. The body carries no prices; the
 * server prices it from the database and takes the stock, as for the storefront's orders. One
 * Idempotency-Key per attempt, so a double click or a retry of the same order makes one.
 */
export function NewOrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [draft, setDraft] = useState<NewOrderDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const keys = useRef(createAttemptKeys()).current;
  const create = useCreateStaffOrder();
  // Any edit clears the errors of the last submit; the next submit checks again.
  const patch = (change: Partial<NewOrderDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors({});
  };

  const close = (next: boolean) => {
    if (!next && !create.isPending) {
      setDraft(emptyDraft());
      setErrors({});
      keys.reset();
    }
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = toStaffOrderBody(draft);
    const parsed = staffOrderBodySchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    // Without a customer the walk-in fields are not on screen: one message for the section.
    if (!draft.customer) {
      for (const key of Object.keys(found)) if (key.startsWith('customer')) delete found[key];
      found.customer = 'Choose or add a customer';
    }
    if (needsPhone(draft) && !draft.phone.trim()) found.phone ??= PHONE_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const order = await create.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      showToast({
        variant: 'success',
        title: STAFF_ORDER_CREATED.title,
        description: `${STAFF_ORDER_CREATED.description} (#${order.number})`,
      });
      close(false);
    } catch (error) {
      // The server's field errors under their fields: a refused coupon or a discount above the
      // owner's limit (issue #29), a slot just filled, a pincode not served.
      if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
      const reason = error instanceof Error ? error.message : '';
      showToast({
        variant: 'destructive',
        title: STAFF_ORDER_FAILED.title,
        description: reason
          ? `${STAFF_ORDER_FAILED.description}: ${reason}`
          : STAFF_ORDER_FAILED.description,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl p-4 sm:p-6">
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader
            title="New order"
            description="A showroom or phone sale. Prices and stock come from the catalogue when it is placed."
          />
          <ChoiceRow
            label="Channel"
            idPrefix="channel"
            value={draft.channel}
            onChange={(channel) => patch({ channel })}
            options={[
              { value: 'showroom', label: 'Showroom' },
              { value: 'phone', label: 'Phone' },
            ]}
          />
          <CustomerSection
            customer={draft.customer}
            onChange={(customer) => patch({ customer, phone: '' })}
            errors={errors}
          />
          {needsPhone(draft) && (
            <OrderPhoneField
              value={draft.phone}
              onChange={(phone) => patch({ phone })}
              error={errors.phone}
            />
          )}
          <ProductsSection
            lines={draft.lines}
            onChange={(lines) => patch({ lines })}
            error={errors.items}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <DeliverySection
              value={draft}
              onChange={patch}
              errors={errors}
              savedAddresses={
                draft.customer?.kind === 'existing' && (
                  <CustomerSavedAddresses
                    customerId={draft.customer.customer.id}
                    value={draft}
                    onPick={(address) =>
                      patch({
                        address: address.address,
                        pincode: address.pincode,
                        deliverySlot: address.pincode === draft.pincode ? draft.deliverySlot : null,
                      })
                    }
                  />
                )
              }
            />
            <PaymentSection value={draft} onChange={patch} errors={errors} />
          </div>
          <DiscountSection value={draft} onChange={patch} errors={errors} />
          <DialogActions
            back="Cancel"
            backProps={{ type: 'button' }}
            busy={create.isPending}
            type="submit"
          >
            Create order
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
