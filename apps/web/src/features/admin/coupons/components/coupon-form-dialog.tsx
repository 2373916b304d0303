import type { Coupon } from '@sheesham/shared';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { CouponCodeInput } from '@/components/ui/coupon-code-input';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Label } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { notify, notifyError } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useSaveCoupon } from '../api/coupons';
import {
  COUPON_CATEGORIES,
  type CouponField,
  type CouponFormErrors,
  type CouponFormValues,
  couponValues,
  emptyCouponValues,
  toCouponInput,
} from '../coupon-form-values';
import { CouponProductsField } from './coupon-products-field';

/** A titled group of the form's fields, two columns from the small breakpoint. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-xs font-semibold tracking-wider text-gold uppercase">
        {title}
      </legend>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The coupon's optional limits: each left blank for none. */
type OptionalNumber = 'max_discount' | 'min_cart_value' | 'usage_limit' | 'per_customer_limit';

/** Each optional limit's field, hinted "optional" unless it says more. */
const OPTIONAL_NUMBERS: Record<
  OptionalNumber,
  { id: string; label: string; placeholder: string; hint?: string }
> = {
  max_discount: {
    id: 'coupon-max-discount',
    label: 'Up to (₹)',
    hint: 'optional cap',
    placeholder: 'No cap',
  },
  min_cart_value: { id: 'coupon-min-cart', label: 'Minimum cart (₹)', placeholder: 'Any cart' },
  usage_limit: { id: 'coupon-usage-limit', label: 'Uses in all', placeholder: 'Unlimited' },
  per_customer_limit: {
    id: 'coupon-per-customer',
    label: 'Uses per customer',
    placeholder: 'Unlimited',
  },
};

/** Counts of uses are whole numbers; the rupee amounts may have paise. */
const inputModeOf = (field: OptionalNumber) =>
  field === 'usage_limit' || field === 'per_customer_limit' ? 'numeric' : 'decimal';

interface CouponFormDialogProps {
  /** The coupon to edit; null creates one. */
  coupon: Coupon | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Creates or edits a coupon (issue #29): every field of the API's CouponInput. Checked before
 * sending; the server's field errors (a code already taken) show on their fields.
 */
export function CouponFormDialog({
  coupon,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: CouponFormDialogProps) {
  const [values, setValues] = useState<CouponFormValues>(() => emptyCouponValues(new Date()));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const save = useSaveCoupon();

  useEffect(() => {
    if (!open) return;
    setValues(coupon ? couponValues(coupon) : emptyCouponValues(new Date()));
    setErrors({});
  }, [open, coupon]);

  const set = <K extends CouponField>(field: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: Exclude<CouponField, 'type' | 'categories' | 'product_ids' | 'public'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const optionalNumber = (field: OptionalNumber) => {
    const { id, label, placeholder, hint = 'optional' } = OPTIONAL_NUMBERS[field];
    return (
      <FormField id={id} label={label} hint={hint} error={errors[field]}>
        <Input {...bind(field)} inputMode={inputModeOf(field)} placeholder={placeholder} />
      </FormField>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toCouponInput(values);
    if (parsed.errors) return setErrors(parsed.errors);
    setErrors({});
    save.mutate(
      { id: coupon?.id ?? null, input: parsed.input },
      {
        onSuccess: (saved) => {
          notify(coupon ? 'Coupon saved' : 'Coupon created', `${saved.code} is saved.`);
          onOpenChange(false);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
          notifyError(
            'Error',
            error instanceof ApiRequestError ? error.message : 'Failed to save the coupon',
          );
        },
      },
    );
  };

  const toggleCategory = (category: string, on: boolean) =>
    set(
      'categories',
      on ? [...values.categories, category] : values.categories.filter((name) => name !== category),
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader
          title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
          description="Times are India's. Amounts are in rupees; the discount comes off the cart's subtotal."
        />
        <form noValidate onSubmit={submit} className="space-y-6" data-testid="coupon-form">
          <Group title="Code">
            <FormField id="coupon-code" label="Code" required error={errors.code}>
              <CouponCodeInput {...bind('code')} placeholder="e.g. DIWALI10" />
            </FormField>
            <FormField
              id="coupon-description"
              label="Description"
              hint="shown to shoppers"
              error={errors.description}
            >
              <Input {...bind('description')} placeholder="e.g. Diwali sale" maxLength={200} />
            </FormField>
          </Group>

          <Group title="Discount">
            <FormField id="coupon-type" label="Type" required error={errors.type}>
              <NativeSelect
                value={values.type}
                onChange={(event) => set('type', event.target.value as CouponFormValues['type'])}
              >
                <option value="percent">Percentage off</option>
                <option value="flat">Flat amount off (₹)</option>
              </NativeSelect>
            </FormField>
            <FormField
              id="coupon-value"
              label={values.type === 'percent' ? 'Percent off' : 'Amount off (₹)'}
              required
              error={errors.value}
            >
              <Input
                {...bind('value')}
                inputMode="decimal"
                placeholder={values.type === 'percent' ? '10' : '500'}
              />
            </FormField>
            {values.type === 'percent' && optionalNumber('max_discount')}
            {optionalNumber('min_cart_value')}
          </Group>

          <Group title="When and how often">
            <FormField id="coupon-starts" label="Starts" required error={errors.starts_at}>
              <Input type="datetime-local" {...bind('starts_at')} />
            </FormField>
            <FormField id="coupon-ends" label="Ends" required error={errors.ends_at}>
              <Input type="datetime-local" {...bind('ends_at')} />
            </FormField>
            {optionalNumber('usage_limit')}
            {optionalNumber('per_customer_limit')}
          </Group>

          <fieldset className="space-y-3">
            <legend className="mb-1 text-xs font-semibold tracking-wider text-gold uppercase">
              Applies to
            </legend>
            <p className="text-sm text-muted-foreground">
              None ticked and no product listed: every line of the cart.
              {errors.categories && (
                <span className="ml-2 text-destructive">{errors.categories}</span>
              )}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {COUPON_CATEGORIES.map((category) => (
                <Label
                  key={category.value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2.5 font-normal"
                >
                  <Checkbox
                    checked={values.categories.includes(category.value)}
                    onCheckedChange={(checked) => toggleCategory(category.value, checked === true)}
                    aria-label={category.label}
                  />
                  {category.label}
                </Label>
              ))}
            </div>
            <CouponProductsField
              productIds={values.product_ids}
              onChange={(ids) => set('product_ids', ids)}
              error={errors.product_ids}
            />
          </fieldset>

          <Label className="flex cursor-pointer items-start gap-3 rounded-lg border bg-muted/40 p-3 font-normal">
            <Checkbox
              id="coupon-public"
              className="mt-0.5"
              checked={values.public}
              onCheckedChange={(checked) => set('public', checked === true)}
            />
            <span className="grid gap-1">
              <span className="font-medium">Public</span>
              <span className="text-sm text-muted-foreground">
                Shown on the product pages it applies to. A private code works only when typed.
              </span>
            </span>
          </Label>

          <DialogActions
            back="Cancel"
            backProps={{ type: 'button' }}
            type="submit"
            busy={save.isPending}
          >
            {coupon ? 'Save' : 'Create coupon'}
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
