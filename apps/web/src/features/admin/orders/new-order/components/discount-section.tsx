import { CouponCodeInput } from '@/components/ui/coupon-code-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RupeeAmountField } from '../../components/rupee-amount-field';
import type { FieldErrors, NewOrderDraft } from '../draft';
import { ChoiceRow, FormSection } from './form-section';

type Discount = Pick<NewOrderDraft, 'discount' | 'couponCode' | 'manualAmount' | 'manualReason'>;

/**
 * No discount, a coupon code, or a showroom discount staff give with a reason (issue #29). The
 * server prices either and refuses a manual one above the owner's limit: its reason shows here.
 */
export function DiscountSection({
  value,
  onChange,
  errors,
}: {
  value: Discount;
  onChange: (patch: Partial<Discount>) => void;
  errors: FieldErrors;
}) {
  return (
    <FormSection title="Discount">
      <ChoiceRow
        label="Discount"
        idPrefix="discount"
        value={value.discount}
        onChange={(discount) => onChange({ discount })}
        options={[
          { value: 'none', label: 'None' },
          { value: 'coupon', label: 'Coupon code' },
          { value: 'manual', label: 'Manual discount' },
        ]}
      />
      {value.discount === 'coupon' && (
        <FormField id="new-order-coupon" label="Coupon code" required error={errors.coupon_code}>
          <CouponCodeInput
            value={value.couponCode}
            onChange={(event) => onChange({ couponCode: event.target.value })}
            placeholder="e.g. DIWALI10"
          />
        </FormField>
      )}
      {value.discount === 'manual' && (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <RupeeAmountField
            id="new-order-discount-amount"
            hint="off the subtotal"
            error={errors['manual_discount.amount'] ?? errors.manual_discount}
            value={value.manualAmount}
            onChange={(manualAmount) => onChange({ manualAmount })}
          />
          <FormField
            id="new-order-discount-reason"
            label="Reason"
            required
            error={errors['manual_discount.reason']}
          >
            <Input
              value={value.manualReason}
              onChange={(event) => onChange({ manualReason: event.target.value })}
              placeholder="e.g. Floor model, small scratch"
              maxLength={200}
            />
          </FormField>
        </div>
      )}
    </FormSection>
  );
}
